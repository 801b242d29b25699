import restify from 'restify';
import { parseUser } from './user.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const server = restify.createServer();
server.use(restify.plugins.jsonBodyParser());

server.get('/hello', (req, res, next) => {
  res.send({ hello: 'world' });
  next();
});

server.post('/updateUser', (req, res, next) => {
  const user = parseUser(req.body);
  if (user) {
    user.lastUpdate.setMonth(user.lastUpdate.getMonth() + 1);
    res.send(user);
  } else {
    res.send(400, { error: 'not a User' });
  }
  next();
});

server.listen(port, host, () => console.log(`restify listening on http://${host}:${port}`));
