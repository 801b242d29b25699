import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { parseUser } from './user.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const app = new Hono();

app.get('/hello', (c) => c.json({ hello: 'world' }));

app.post('/updateUser', async (c) => {
  let body;
  try {
    body = await c.req.json();
  } catch {
    body = undefined;
  }
  const user = parseUser(body);
  if (!user) return c.json({ error: 'not a User' }, 400);
  user.lastUpdate.setMonth(user.lastUpdate.getMonth() + 1);
  return c.json(user);
});

serve({ fetch: app.fetch, port, hostname: host }, () =>
  console.log(`hono listening on http://${host}:${port}`),
);
