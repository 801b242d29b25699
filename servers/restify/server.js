import restify from 'restify';
import { ComplexUser, User, updateComplexUser, updateUser } from './schemas.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const server = restify.createServer();
server.use(restify.plugins.jsonBodyParser());

server.get('/hello', (req, res, next) => {
  res.send({ hello: 'world' });
  next();
});

server.post('/updateUser', (req, res, next) => {
  const result = User.safeParse(req.body);
  if (result.success) res.send(updateUser(result.data));
  else res.send(400, { error: 'not a User' });
  next();
});

server.post('/updateComplexUser', (req, res, next) => {
  const result = ComplexUser.safeParse(req.body);
  if (result.success) res.send(updateComplexUser(result.data));
  else res.send(400, { error: 'not a ComplexUser' });
  next();
});

server.listen(port, host, () => console.log(`restify listening on http://${host}:${port}`));
