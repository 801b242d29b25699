import { Elysia } from 'elysia';
import { ComplexUser, User } from './schemas.js';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';

// normalize: false keeps unknown keys in the body, so that additionalProperties: false rejects
// them (with normalisation on, Elysia would strip them instead).
const app = new Elysia({ normalize: false })
  .get('/hello', () => ({ hello: 'world' }))
  .post(
    '/updateUser',
    ({ body }) => {
      const lastUpdate = new Date(body.lastUpdate);
      lastUpdate.setMonth(lastUpdate.getMonth() + 1);
      return { ...body, lastUpdate };
    },
    { body: User },
  )
  .post(
    '/updateComplexUser',
    ({ body }) => {
      const updatedAt = new Date(body.updatedAt);
      updatedAt.setMonth(updatedAt.getMonth() + 1);
      const { profile } = body;
      return {
        ...body,
        profile: {
          ...profile,
          displayName: `${profile.firstName} ${profile.lastName.charAt(0)}.`,
          dateOfBirth: new Date(profile.dateOfBirth),
        },
        createdAt: new Date(body.createdAt),
        updatedAt,
        lastLoginAt: new Date(updatedAt),
      };
    },
    { body: ComplexUser },
  )
  .listen({ port, hostname });

console.log(`elysia listening on http://${app.server.hostname}:${app.server.port}`);
