import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ComplexUser, User, updateComplexUser, updateUser } from './schemas.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const app = new Hono();

async function readJson(c) {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

app.get('/hello', (c) => c.json({ hello: 'world' }));

app.post('/updateUser', async (c) => {
  const result = User.safeParse(await readJson(c));
  if (!result.success) return c.json({ error: 'not a User' }, 400);
  return c.json(updateUser(result.data));
});

app.post('/updateComplexUser', async (c) => {
  const result = ComplexUser.safeParse(await readJson(c));
  if (!result.success) return c.json({ error: 'not a ComplexUser' }, 400);
  return c.json(updateComplexUser(result.data));
});

serve({ fetch: app.fetch, port, hostname: host }, () =>
  console.log(`hono listening on http://${host}:${port}`),
);
