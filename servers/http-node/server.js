import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { ComplexUser, User, updateComplexUser, updateUser } from './schemas.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const JSON_HEADERS = { 'content-type': 'application/json' };

function sendJson(res, status, value) {
  res.writeHead(status, JSON_HEADERS);
  res.end(JSON.stringify(value));
}

function readJson(req, onValue) {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let value;
    try {
      value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      value = undefined;
    }
    onValue(value);
  });
}

/** Answers the body validated by `schema` and changed by `update`, or 400 when the body does not match. */
function validated(req, res, schema, update) {
  readJson(req, (body) => {
    const result = schema.safeParse(body);
    if (!result.success) return sendJson(res, 400, { error: 'invalid body' });
    sendJson(res, 200, update(result.data));
  });
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/hello') return sendJson(res, 200, { hello: 'world' });
  if (req.method === 'POST' && req.url === '/updateUser') return validated(req, res, User, updateUser);
  if (req.method === 'POST' && req.url === '/updateComplexUser') {
    return validated(req, res, ComplexUser, updateComplexUser);
  }
  sendJson(res, 404, { error: 'not found' });
});

server.listen(port, host, () => console.log(`http-node listening on http://${host}:${port}`));
