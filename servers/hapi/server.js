import Hapi from '@hapi/hapi';
import { ComplexUser, User, updateComplexUser, updateUser } from './schemas.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const server = Hapi.server({ port, host });

server.route({
  method: 'GET',
  path: '/hello',
  handler: () => ({ hello: 'world' }),
});

server.route({
  method: 'POST',
  path: '/updateUser',
  handler: (request, h) => {
    const result = User.safeParse(request.payload);
    if (!result.success) return h.response({ error: 'not a User' }).code(400);
    return updateUser(result.data);
  },
});

server.route({
  method: 'POST',
  path: '/updateComplexUser',
  handler: (request, h) => {
    const result = ComplexUser.safeParse(request.payload);
    if (!result.success) return h.response({ error: 'not a ComplexUser' }).code(400);
    return updateComplexUser(result.data);
  },
});

await server.start();
console.log(`hapi listening on ${server.info.uri}`);
