import { Hono } from 'hono';
import { ComplexUser, User } from './schemas.js';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';

/** The parsed JSON body, or undefined when the body is not JSON. */
async function jsonBody(c) {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

const app = new Hono();

app.get('/hello', (c) => c.json({ hello: 'world' }));

app.post('/updateUser', async (c) => {
  const parsed = User.safeParse(await jsonBody(c));
  if (!parsed.success) return c.json({ error: 'not a User' }, 400);
  const user = parsed.data;
  user.lastUpdate.setMonth(user.lastUpdate.getMonth() + 1);
  return c.json(user);
});

app.post('/updateComplexUser', async (c) => {
  const parsed = ComplexUser.safeParse(await jsonBody(c));
  if (!parsed.success) return c.json({ error: 'not a ComplexUser' }, 400);
  const user = parsed.data;
  user.updatedAt.setMonth(user.updatedAt.getMonth() + 1);
  user.lastLoginAt = new Date(user.updatedAt);
  user.profile.displayName = `${user.profile.firstName} ${user.profile.lastName.charAt(0)}.`;
  return c.json(user);
});

// Bun runs this file (benchmark.runtime: bun), where Bun is a global.
globalThis.Bun.serve({ port, hostname, fetch: app.fetch });
console.log(`hono listening on http://${hostname}:${port}`);
