import { createServer } from 'node:http';
import { App } from '@deepkit/app';
import { http, HttpBody, HttpKernel, HttpModule } from '@deepkit/http';
import { Validate, ValidatorError } from '@deepkit/type';

// deepkit's body decoder lets "yesterday" through as no valid Date; this validator, named in
// the type, is what makes deepkit reject it. It also sees a missing lastUpdate, hence the instanceof.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- named only in Validate<typeof validDate>; deepkit calls it
function validDate(value: Date): ValidatorError | undefined {
  const valid = value instanceof Date && !Number.isNaN(value.getTime());
  return valid ? undefined : new ValidatorError('date', 'not a valid date');
}

interface User {
  id: number;
  name: string;
  surname: string;
  lastUpdate: Date & Validate<typeof validDate>;
}

// The heavy-validation scenario's user (servers/scenarios.yaml), with every Date checked like lastUpdate.
type ValidDate = Date & Validate<typeof validDate>;

interface Address {
  street: string;
  city: string;
  postalCode: string;
  country: string;
  state?: string;
}

type PaymentMethod =
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

interface UserPreferences {
  theme: 'light' | 'dark' | 'system';
  language: string;
  timezone: string;
  newsletter: boolean;
  notifications: { email: boolean; sms: boolean; push: boolean };
}

interface ComplexUser {
  id: number;
  username: string;
  email: string;
  profile: {
    firstName: string;
    lastName: string;
    displayName: string;
    bio?: string;
    avatarUrl?: string;
    dateOfBirth: ValidDate;
  };
  role: 'admin' | 'user' | 'guest' | 'moderator';
  status: 'active' | 'suspended' | 'pending_verification' | 'deactivated';
  address: Address;
  paymentMethods: PaymentMethod[];
  preferences: UserPreferences;
  createdAt: ValidDate;
  updatedAt: ValidDate;
  lastLoginAt?: ValidDate;
  tags: string[];
}

class Routes {
  @http.GET('/hello')
  hello() {
    return { hello: 'world' };
  }

  @http.POST('/updateUser')
  updateUser(user: HttpBody<User>): User {
    user.lastUpdate.setMonth(user.lastUpdate.getMonth() + 1);
    return user;
  }

  @http.POST('/updateComplexUser')
  updateComplexUser(user: HttpBody<ComplexUser>): ComplexUser {
    user.updatedAt.setMonth(user.updatedAt.getMonth() + 1);
    user.lastLoginAt = new Date(user.updatedAt);
    user.profile.displayName = `${user.profile.firstName} ${user.profile.lastName.charAt(0)}.`;
    return user;
  }
}

const app = new App({ controllers: [Routes], imports: [new HttpModule()] });
const kernel = app.get(HttpKernel);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
createServer((request, response) => kernel.handleRequest(request, response)).listen(port, host, () =>
  console.log(`deepkit listening on http://${host}:${port}`),
);
