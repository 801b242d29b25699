// The same two endpoints on bare node:http: the reference the report divides by.
import { createServer } from 'node:http';

const PRICES_CENTS = { apple: 50, pear: 65, plum: 30 };

function isOrder(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.keys(value).sort().join() === 'customerId,lines' &&
    Number.isInteger(value.customerId) &&
    Array.isArray(value.lines) &&
    value.lines.length > 0 &&
    value.lines.every(
      (line) =>
        line !== null &&
        Object.keys(line).sort().join() === 'item,quantity' &&
        line.item in PRICES_CENTS &&
        Number.isInteger(line.quantity) &&
        line.quantity > 0,
    )
  );
}

const server = createServer((request, response) => {
  const send = (status, value) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  const item = /^\/items\/([^/]+)$/.exec(request.url)?.[1];
  if (request.method === 'GET' && item !== undefined) {
    return item in PRICES_CENTS
      ? send(200, { name: item, priceCents: PRICES_CENTS[item] })
      : send(404, { error: 'no such item' });
  }
  if (request.method === 'POST' && request.url === '/orders') {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      let order;
      try {
        order = JSON.parse(text);
      } catch {
        return send(400, { error: 'body is not JSON' });
      }
      if (!isOrder(order)) return send(400, { error: 'not an order' });
      const totalCents = order.lines.reduce((sum, line) => sum + PRICES_CENTS[line.item] * line.quantity, 0);
      send(200, { customerId: order.customerId, totalCents });
    });
    return;
  }
  send(404, { error: 'not found' });
});

server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
