import Fastify from 'fastify';
import { complexUserSchema, userSchema } from './schemas.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const helloSchema = {
  type: 'object',
  properties: { hello: { type: 'string' } },
  required: ['hello'],
};

const app = Fastify({
  // fastify's ajv defaults strip unknown keys (removeAdditional) and coerce types ("42" -> 42);
  // the benchmark asks every server to reject such a body, so both are off.
  ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
});

app.get('/hello', { schema: { response: { 200: helloSchema } } }, async () => ({ hello: 'world' }));

app.post('/updateUser', { schema: { body: userSchema, response: { 200: userSchema } } }, async (request) => {
  const lastUpdate = new Date(request.body.lastUpdate);
  lastUpdate.setMonth(lastUpdate.getMonth() + 1);
  return { ...request.body, lastUpdate };
});

app.post(
  '/updateComplexUser',
  { schema: { body: complexUserSchema, response: { 200: complexUserSchema } } },
  async (request) => {
    const user = request.body;
    // The schema checked the date strings (format: date-time); the route works on Date objects.
    user.profile.dateOfBirth = new Date(user.profile.dateOfBirth);
    user.createdAt = new Date(user.createdAt);
    user.updatedAt = new Date(user.updatedAt);
    if (user.lastLoginAt !== undefined) user.lastLoginAt = new Date(user.lastLoginAt);
    // updatedAt moves one calendar month forward, lastLoginAt becomes that same moment and
    // profile.displayName becomes the first name and the last name's initial.
    user.updatedAt.setMonth(user.updatedAt.getMonth() + 1);
    user.lastLoginAt = new Date(user.updatedAt.getTime());
    user.profile.displayName = `${user.profile.firstName} ${user.profile.lastName.charAt(0)}.`;
    return user;
  },
);

// Routes nobody calls, to time start-up as the routing table grows (EXTRA_ROUTES, default 0).
const extraRoutes = Number(process.env.EXTRA_ROUTES ?? 0);
for (let index = 0; index < extraRoutes; index++) {
  app.post(
    `/extraRoute${index}`,
    { schema: { body: { type: 'number' } } },
    async (request) => request.body + index,
  );
}

await app.listen({ port, host });
console.log(`fastify listening on http://${host}:${port}`);
