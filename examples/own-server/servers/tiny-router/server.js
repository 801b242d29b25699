import { createRouter } from '@perf-gate-example/tiny-router';

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

const server = createRouter({
  'GET /items/:name': ({ name }) =>
    name in PRICES_CENTS ? [200, { name, priceCents: PRICES_CENTS[name] }] : [404, { error: 'no such item' }],
  'POST /orders': (params, order) => {
    if (!isOrder(order)) return [400, { error: 'not an order' }];
    const totalCents = order.lines.reduce((sum, line) => sum + PRICES_CENTS[line.item] * line.quantity, 0);
    return [200, { customerId: order.customerId, totalCents }];
  },
});

server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
