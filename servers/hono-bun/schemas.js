// Zod schemas for the rest scenarios. Strict objects reject unknown keys at every level;
// z.coerce.date() turns the ISO strings into Dates and rejects strings that are not dates.
import { z } from 'zod';

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
