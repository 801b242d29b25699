// The shop's SQLite database: its schema, a fresh seeded copy, and the connection the service uses.
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { ORDERS, PRODUCTS } from './seed.js';

const SCHEMA = `
  CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price_cents INTEGER NOT NULL);
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL,
    total_cents INTEGER NOT NULL
  );
  CREATE INDEX orders_by_customer ON orders (customer_id);
  CREATE TABLE order_lines (
    order_id INTEGER NOT NULL REFERENCES orders (id),
    line_number INTEGER NOT NULL,
    product_id INTEGER NOT NULL REFERENCES products (id),
    quantity INTEGER NOT NULL,
    PRIMARY KEY (order_id, line_number)
  );
`;

/** The service's connection to a database createDatabase made: it never creates one by accident. */
export function openDatabase(file) {
  const db = new Database(file, { fileMustExist: true });
  // Write-ahead log, synced at checkpoints: what a service on SQLite runs with.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  return db;
}

/** Replaces `file` (and its write-ahead log) with a new database holding the schema and the seed. */
export function createDatabase(file) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA);
  const priceCents = new Map(PRODUCTS.map((product) => [product.id, product.priceCents]));
  const insertProduct = db.prepare('INSERT INTO products (id, name, price_cents) VALUES (?, ?, ?)');
  const insertOrder = db.prepare('INSERT INTO orders (customer_id, total_cents) VALUES (?, ?)');
  const insertLine = db.prepare(
    'INSERT INTO order_lines (order_id, line_number, product_id, quantity) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const product of PRODUCTS) insertProduct.run(product.id, product.name, product.priceCents);
    for (const order of ORDERS) {
      const totalCents = order.lines.reduce(
        (sum, line) => sum + priceCents.get(line.productId) * line.quantity,
        0,
      );
      const { lastInsertRowid } = insertOrder.run(order.customerId, totalCents);
      order.lines.forEach((line, index) =>
        insertLine.run(lastInsertRowid, index + 1, line.productId, line.quantity),
      );
    }
  })();
  db.close();
  return { products: PRODUCTS.length, orders: ORDERS.length };
}
