import Hapi from '@hapi/hapi';
import { parseUser } from './user.js';

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
    const user = parseUser(request.payload);
    if (!user) return h.response({ error: 'not a User' }).code(400);
    user.lastUpdate.setMonth(user.lastUpdate.getMonth() + 1);
    return user;
  },
});

await server.start();
console.log(`hapi listening on ${server.info.uri}`);
