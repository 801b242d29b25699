import express from 'express';
import { ComplexUser, User, updateComplexUser, updateUser } from './schemas.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const app = express();
app.use(express.json());

app.get('/hello', (req, res) => {
  res.json({ hello: 'world' });
});

app.post('/updateUser', (req, res) => {
  const result = User.safeParse(req.body);
  if (!result.success) return res.status(400).json({ error: 'not a User' });
  res.json(updateUser(result.data));
});

app.post('/updateComplexUser', (req, res) => {
  const result = ComplexUser.safeParse(req.body);
  if (!result.success) return res.status(400).json({ error: 'not a ComplexUser' });
  res.json(updateComplexUser(result.data));
});

// express's default error handler prints every error, and a benchmark server must stay silent.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- express tells error handlers by their four parameters
app.use((error, req, res, next) => {
  res.status(error.status ?? 500).json({ error: error.message });
});

app.listen(port, host, () => console.log(`express listening on http://${host}:${port}`));
