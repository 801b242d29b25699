// The heavy-validation scenario's user (servers/scenarios.yaml): about 1 KB of nested objects,
// string-literal unions, a discriminated union array, optional fields and dates. mion validates
// and deserialises it from these types alone, through the metadata the deepkit type compiler writes.

export interface Address {
  street: string;
  city: string;
  postalCode: string;
  country: string;
  state?: string;
}

export type PaymentMethod =
  | {
      type: 'card';
      brand: 'visa' | 'mastercard' | 'amex';
      last4: string;
      expiryMonth: number;
      expiryYear: number;
      holderName: string;
    }
  | { type: 'paypal'; email: string; verified: boolean }
  | { type: 'bank'; iban: string; bic: string; accountHolder: string };

export interface UserPreferences {
  theme: 'light' | 'dark' | 'system';
  language: string;
  timezone: string;
  newsletter: boolean;
  notifications: { email: boolean; sms: boolean; push: boolean };
}

export interface ComplexUser {
  id: number;
  username: string;
  email: string;
  profile: {
    firstName: string;
    lastName: string;
    displayName: string;
    bio?: string;
    avatarUrl?: string;
    dateOfBirth: Date;
  };
  role: 'admin' | 'user' | 'guest' | 'moderator';
  status: 'active' | 'suspended' | 'pending_verification' | 'deactivated';
  address: Address;
  paymentMethods: PaymentMethod[];
  preferences: UserPreferences;
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt?: Date;
  tags: string[];
}
