// A small shop's HTTP service: a customer's orders read from SQLite, new orders written to it.
import { createServer } from 'node:http';
import { openDatabase } from './database.js';

const CUSTOMER_ORDERS = /^\/customers\/(\d+)\/orders$/;

/** The service over the database at databaseFile (made by createDatabase); call listen() on it. */
export function createShop(databaseFile) {
  const db = openDatabase(databaseFile);
  const orderRows = db.prepare(`
    SELECT orders.id AS orderId, orders.total_cents AS totalCents, products.name AS product, order_lines.quantity
    FROM orders
    JOIN order_lines ON order_lines.order_id = orders.id
    JOIN products ON products.id = order_lines.product_id
    WHERE orders.customer_id = ?
    ORDER BY orders.id, order_lines.line_number`);
  const productPrice = db.prepare('SELECT price_cents AS priceCents FROM products WHERE id = ?');
  const insertOrder = db.prepare('INSERT INTO orders (customer_id, total_cents) VALUES (?, ?)');
  const insertLine = db.prepare(
    'INSERT INTO order_lines (order_id, line_number, product_id, quantity) VALUES (?, ?, ?, ?)',
  );

  /** A customer's orders, oldest first, each with its lines. */
  function listOrders(customerId) {
    const orders = [];
    for (const row of orderRows.all(customerId)) {
      if (orders.at(-1)?.orderId !== row.orderId)
        orders.push({ orderId: row.orderId, totalCents: row.totalCents, lines: [] });
      orders.at(-1).lines.push({ product: row.product, quantity: row.quantity });
    }
    return orders;
  }

  const placeOrder = db.transaction((order) => {
    const prices = order.lines.map((line) => productPrice.get(line.productId)?.priceCents);
    if (prices.includes(undefined)) return undefined;
    const totalCents = order.lines.reduce((sum, line, index) => sum + prices[index] * line.quantity, 0);
    const { lastInsertRowid } = insertOrder.run(order.customerId, totalCents);
    order.lines.forEach((line, index) =>
      insertLine.run(lastInsertRowid, index + 1, line.productId, line.quantity),
    );
    return { customerId: order.customerId, totalCents };
  });

  return createServer((request, response) => {
    const send = (status, value) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const customerId = CUSTOMER_ORDERS.exec(request.url)?.[1];
    if (request.method === 'GET' && customerId !== undefined)
      return send(200, listOrders(Number(customerId)));
    if (request.method !== 'POST' || request.url !== '/orders') return send(404, { error: 'not found' });
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
      const placed = placeOrder(order);
      if (!placed) return send(400, { error: 'no such product' });
      send(201, placed);
    });
  });
}

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
        typeof line === 'object' &&
        Object.keys(line).sort().join() === 'productId,quantity' &&
        Number.isInteger(line.productId) &&
        Number.isInteger(line.quantity) &&
        line.quantity > 0,
    )
  );
}
