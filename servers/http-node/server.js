import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { parseUser } from './user.js';

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

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/hello') return sendJson(res, 200, { hello: 'world' });
  if (req.method === 'POST' && req.url === '/updateUser') {
    return readJson(req, (body) => {
      const user = parseUser(body);
      if (!user) return sendJson(res, 400, { error: 'not a User' });
      user.lastUpdate.setMonth(user.lastUpdate.getMonth() + 1);
      sendJson(res, 200, user);
    });
  }
  sendJson(res, 404, { error: 'not found' });
});

server.listen(port, host, () => console.log(`http-node listening on http://${host}:${port}`));
