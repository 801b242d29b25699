import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const helloSchema = {
  type: 'object',
  properties: { hello: { type: 'string' } },
  required: ['hello'],
};

const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'number' },
    name: { type: 'string' },
    surname: { type: 'string' },
    lastUpdate: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'surname', 'lastUpdate'],
  additionalProperties: false,
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
