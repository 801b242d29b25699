// The JSON Schemas fastify validates the two scenarios' bodies with (its own ajv, with ajv-formats)
// and serialises the answers with (fast-json-stringify). Every object lists its required keys and
// sets additionalProperties: false, so that an unknown key is rejected at every level; dates are
// strings of format date-time, turned into Date objects by the handlers.

const dateTime = { type: 'string', format: 'date-time' };

/** update-user: the light User. */
export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'number' },
    name: { type: 'string' },
    surname: { type: 'string' },
    lastUpdate: dateTime,
  },
  required: ['id', 'name', 'surname', 'lastUpdate'],
  additionalProperties: false,
};

const addressSchema = {
  type: 'object',
  properties: {
    street: { type: 'string' },
    city: { type: 'string' },
    postalCode: { type: 'string' },
    country: { type: 'string' },
    state: { type: 'string' },
  },
  required: ['street', 'city', 'postalCode', 'country'],
  additionalProperties: false,
};

// The discriminated union: exactly one branch matches, told apart by its `type` constant.
const paymentMethodSchema = {
  oneOf: [
    {
      type: 'object',
      properties: {
        type: { const: 'card' },
        brand: { enum: ['visa', 'mastercard', 'amex'] },
        last4: { type: 'string' },
        expiryMonth: { type: 'number' },
        expiryYear: { type: 'number' },
        holderName: { type: 'string' },
      },
      required: ['type', 'brand', 'last4', 'expiryMonth', 'expiryYear', 'holderName'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: {
        type: { const: 'paypal' },
        email: { type: 'string' },
        verified: { type: 'boolean' },
      },
      required: ['type', 'email', 'verified'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: {
        type: { const: 'bank' },
        iban: { type: 'string' },
        bic: { type: 'string' },
        accountHolder: { type: 'string' },
      },
      required: ['type', 'iban', 'bic', 'accountHolder'],
      additionalProperties: false,
    },
  ],
};

const preferencesSchema = {
  type: 'object',
  properties: {
    theme: { enum: ['light', 'dark', 'system'] },
    language: { type: 'string' },
    timezone: { type: 'string' },
    newsletter: { type: 'boolean' },
    notifications: {
      type: 'object',
      properties: {
        email: { type: 'boolean' },
        sms: { type: 'boolean' },
        push: { type: 'boolean' },
      },
      required: ['email', 'sms', 'push'],
      additionalProperties: false,
    },
  },
  required: ['theme', 'language', 'timezone', 'newsletter', 'notifications'],
  additionalProperties: false,
};

/** heavy-validation: the ~1 KB nested User. */
export const complexUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'number' },
    username: { type: 'string' },
    email: { type: 'string' },
    profile: {
      type: 'object',
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        displayName: { type: 'string' },
        bio: { type: 'string' },
        avatarUrl: { type: 'string' },
        dateOfBirth: dateTime,
      },
      required: ['firstName', 'lastName', 'displayName', 'dateOfBirth'],
      additionalProperties: false,
    },
    role: { enum: ['admin', 'user', 'guest', 'moderator'] },
    status: { enum: ['active', 'suspended', 'pending_verification', 'deactivated'] },
    address: addressSchema,
    paymentMethods: { type: 'array', items: paymentMethodSchema },
    preferences: preferencesSchema,
    createdAt: dateTime,
    updatedAt: dateTime,
    lastLoginAt: dateTime,
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: [
    'id',
    'username',
    'email',
    'profile',
    'role',
    'status',
    'address',
    'paymentMethods',
    'preferences',
    'createdAt',
    'updatedAt',
    'tags',
  ],
  additionalProperties: false,
};
