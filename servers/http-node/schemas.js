// The Zod schemas of the two validated scenarios, as mion's published benchmark pages validate them.
// Each server folder keeps its own copy so that it installs and runs on its own.
// Every object is strict (unknown keys are rejected) and dates are coerced with z.coerce.date(),
// which rejects a string that makes an Invalid Date.
import { z } from 'zod';

/** update-user: the light User. */
export const User = z.strictObject({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  lastUpdate: z.coerce.date(),
});

const Address = z.strictObject({
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  state: z.string().optional(),
});

const PaymentMethod = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('card'),
    brand: z.enum(['visa', 'mastercard', 'amex']),
    last4: z.string(),
    expiryMonth: z.number(),
    expiryYear: z.number(),
    holderName: z.string(),
  }),
  z.strictObject({
    type: z.literal('paypal'),
    email: z.string(),
    verified: z.boolean(),
  }),
  z.strictObject({
    type: z.literal('bank'),
    iban: z.string(),
    bic: z.string(),
    accountHolder: z.string(),
  }),
]);

const UserPreferences = z.strictObject({
  theme: z.enum(['light', 'dark', 'system']),
  language: z.string(),
  timezone: z.string(),
  newsletter: z.boolean(),
  notifications: z.strictObject({
    email: z.boolean(),
    sms: z.boolean(),
    push: z.boolean(),
  }),
});

/** heavy-validation: the ~1 KB nested User. */
export const ComplexUser = z.strictObject({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  profile: z.strictObject({
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    bio: z.string().optional(),
    avatarUrl: z.string().optional(),
    dateOfBirth: z.coerce.date(),
  }),
  role: z.enum(['admin', 'user', 'guest', 'moderator']),
  status: z.enum(['active', 'suspended', 'pending_verification', 'deactivated']),
  address: Address,
  paymentMethods: z.array(PaymentMethod),
  preferences: UserPreferences,
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  lastLoginAt: z.coerce.date().optional(),
  tags: z.array(z.string()),
});

/** update-user's rule: lastUpdate moves one calendar month forward. */
export function updateUser(user) {
  user.lastUpdate.setMonth(user.lastUpdate.getMonth() + 1);
  return user;
}

/**
 * heavy-validation's rule: updatedAt moves one calendar month forward, lastLoginAt becomes that same
 * moment and profile.displayName becomes the first name and the last name's initial.
 */
export function updateComplexUser(user) {
  user.updatedAt.setMonth(user.updatedAt.getMonth() + 1);
  user.lastLoginAt = new Date(user.updatedAt.getTime());
  user.profile.displayName = `${user.profile.firstName} ${user.profile.lastName.charAt(0)}.`;
  return user;
}
