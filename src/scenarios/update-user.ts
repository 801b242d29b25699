import { randomInt } from 'node:crypto';
import type { CorrectnessCase, HttpRequestSpec, Scenario, UnknownKeys, WireFormat } from './scenario.ts';

export interface User {
  id: number;
  name: string;
  surname: string;
  /** ISO 8601 date string on the wire; servers turn it into a Date. */
  lastUpdate: string;
}

const UPDATE_USER_PATH = '/updateUser';
const JSON_HEADERS = { 'content-type': 'application/json' };

function wireBody(format: WireFormat, user: unknown): string {
  return JSON.stringify(format === 'rpc' ? { updateUser: [user] } : user);
}

function wireAnswer(format: WireFormat, user: User): unknown {
  return format === 'rpc' ? { updateUser: user } : user;
}

function updateUserRequest(format: WireFormat, user: unknown): HttpRequestSpec {
  return { method: 'POST', path: UPDATE_USER_PATH, headers: JSON_HEADERS, body: wireBody(format, user) };
}

/** What every server must do with the user: lastUpdate moves one calendar month forward. */
export function addOneMonth(user: User): User {
  const lastUpdate = new Date(user.lastUpdate);
  lastUpdate.setMonth(lastUpdate.getMonth() + 1);
  return { ...user, lastUpdate: lastUpdate.toISOString() };
}

export function randomUser(): User {
  return {
    id: randomInt(1, 2 ** 31),
    name: 'Leonardo',
    surname: 'Da Vinci',
    lastUpdate: new Date(Date.UTC(2023, randomInt(0, 11), randomInt(1, 28), 12)).toISOString(),
  };
}

// Mid-May at noon: adding a month crosses no daylight-saving change in either hemisphere,
// so the expected answer is the same whatever the server's time zone.
const KNOWN_USER: User = { id: 42, name: 'Ada', surname: 'Lovelace', lastUpdate: '2024-05-15T12:00:00.000Z' };
const REJECTED_STATUS = { min: 400, max: 499 };

export const updateUserScenario: Scenario = {
  name: 'update-user',
  uniqueRequests: true,
  description: 'validate a User, turn lastUpdate into a Date, add one month, answer the user',
  makeLoadRequest: (format) => updateUserRequest(format, randomUser()),
  correctnessCases(format, unknownKeys: UnknownKeys = 'reject'): CorrectnessCase[] {
    const withUnknownKey = updateUserRequest(format, { ...KNOWN_USER, isAdmin: true });
    return [
      {
        name: 'adds one month to lastUpdate',
        request: updateUserRequest(format, KNOWN_USER),
        expectStatus: { min: 200, max: 200 },
        expectJson: wireAnswer(format, addOneMonth(KNOWN_USER)),
      },
      {
        name: 'rejects an id of the wrong type',
        request: updateUserRequest(format, { ...KNOWN_USER, id: 'forty-two' }),
        expectStatus: REJECTED_STATUS,
      },
      unknownKeys === 'reject'
        ? {
            name: 'rejects a user with an unknown key',
            request: withUnknownKey,
            expectStatus: REJECTED_STATUS,
          }
        : {
            // Deep equality with the known answer: the stripped key must be absent from it.
            name: 'strips an unknown key from the user',
            request: withUnknownKey,
            expectStatus: { min: 200, max: 200 },
            expectJson: wireAnswer(format, addOneMonth(KNOWN_USER)),
          },
      {
        name: 'rejects a lastUpdate that is not a date',
        request: updateUserRequest(format, { ...KNOWN_USER, lastUpdate: 'yesterday' }),
        expectStatus: REJECTED_STATUS,
      },
    ];
  },
};
