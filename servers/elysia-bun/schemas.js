// TypeBox schemas (Elysia's `t`) for the rest scenarios. Every object sets
// additionalProperties: false so that an unknown key at any level is rejected; dates arrive as
// ISO date-time strings and the handlers turn them into Dates.
import { t } from 'elysia';

const strict = { additionalProperties: false };
const DateTime = t.String({ format: 'date-time' });

export const User = t.Object(
  {
    id: t.Number(),
    name: t.String(),
    surname: t.String(),
    lastUpdate: DateTime,
  },
  strict,
);

const Address = t.Object(
  {
    street: t.String(),
    city: t.String(),
    postalCode: t.String(),
    country: t.String(),
    state: t.Optional(t.String()),
  },
  strict,
);

const PaymentMethod = t.Union([
  t.Object(
    {
      type: t.Literal('card'),
      brand: t.Union([t.Literal('visa'), t.Literal('mastercard'), t.Literal('amex')]),
      last4: t.String(),
      expiryMonth: t.Number(),
      expiryYear: t.Number(),
      holderName: t.String(),
    },
    strict,
  ),
  t.Object(
    {
      type: t.Literal('paypal'),
      email: t.String(),
      verified: t.Boolean(),
    },
    strict,
  ),
  t.Object(
    {
      type: t.Literal('bank'),
      iban: t.String(),
      bic: t.String(),
      accountHolder: t.String(),
    },
    strict,
  ),
]);

const UserPreferences = t.Object(
  {
    theme: t.Union([t.Literal('light'), t.Literal('dark'), t.Literal('system')]),
    language: t.String(),
    timezone: t.String(),
    newsletter: t.Boolean(),
    notifications: t.Object(
      {
        email: t.Boolean(),
        sms: t.Boolean(),
        push: t.Boolean(),
      },
      strict,
    ),
  },
  strict,
);

export const ComplexUser = t.Object(
  {
    id: t.Number(),
    username: t.String(),
    email: t.String(),
    profile: t.Object(
      {
        firstName: t.String(),
        lastName: t.String(),
        displayName: t.String(),
        bio: t.Optional(t.String()),
        avatarUrl: t.Optional(t.String()),
        dateOfBirth: DateTime,
      },
      strict,
    ),
    role: t.Union([t.Literal('admin'), t.Literal('user'), t.Literal('guest'), t.Literal('moderator')]),
    status: t.Union([
      t.Literal('active'),
      t.Literal('suspended'),
      t.Literal('pending_verification'),
      t.Literal('deactivated'),
    ]),
    address: Address,
    paymentMethods: t.Array(PaymentMethod),
    preferences: UserPreferences,
    createdAt: DateTime,
    updatedAt: DateTime,
    lastLoginAt: t.Optional(DateTime),
    tags: t.Array(t.String()),
  },
  strict,
);
