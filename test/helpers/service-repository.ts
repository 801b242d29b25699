import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { gitIn } from './framework-repository.ts';

/**
 * examples/own-service as an application team's repository: `main` holds the example as it is,
 * and a pull request's branch loads a customer's orders the way an ORM's lazy relations do: one
 * query for the orders, then one for each order's lines and one for each line's product (1 + 12 +
 * 24 queries where the base makes one join), committed as a developer would. The checkout is left
 * on the branch: the head.
 */
export const SERVICE_EXAMPLE_DIR = join(REPO_ROOT, 'examples', 'own-service');
/** The scenario the branch makes slower; place-order it leaves alone. */
export const SLOWER_SCENARIO = 'customer-orders';

const JOINED_READ = `  /** A customer's orders, oldest first, each with its lines. */
  function listOrders(customerId) {
    const orders = [];
    for (const row of orderRows.all(customerId)) {
      if (orders.at(-1)?.orderId !== row.orderId)
        orders.push({ orderId: row.orderId, totalCents: row.totalCents, lines: [] });
      orders.at(-1).lines.push({ product: row.product, quantity: row.quantity });
    }
    return orders;
  }
`;

const LAZY_READ = `  const customerOrders = db.prepare('SELECT id, total_cents FROM orders WHERE customer_id = ? ORDER BY id');
  const linesOf = db.prepare('SELECT product_id, quantity FROM order_lines WHERE order_id = ? ORDER BY line_number');
  const productNamed = db.prepare('SELECT name FROM products WHERE id = ?');

  /** A customer's orders, oldest first, each with its lines: each relation loaded when it is read. */
  function listOrders(customerId) {
    return customerOrders.all(customerId).map((order) => ({
      orderId: order.id,
      totalCents: order.total_cents,
      lines: linesOf.all(order.id).map((line) => ({
        product: productNamed.get(line.product_id).name,
        quantity: line.quantity,
      })),
    }));
  }
`;

/**
 * The example copied to `dir` as a git repository with a base commit (the example and
 * `extraFiles`, by path in the repository) and a head branch.
 */
export function serviceRepository(
  dir: string,
  extraFiles: Record<string, string> = {},
): { baseSha: string; headSha: string } {
  mkdirSync(dir, { recursive: true });
  cpSync(SERVICE_EXAMPLE_DIR, dir, {
    recursive: true,
    filter: (source) => !source.split('/').some((part) => part === 'node_modules' || part === 'data'),
  });
  for (const [path, text] of Object.entries(extraFiles)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '.');
  gitIn(dir, 'commit', '-qm', 'shop service 1.0.0');
  const baseSha = gitIn(dir, 'rev-parse', 'HEAD');
  gitIn(dir, 'checkout', '-q', '-b', 'orders-with-lazy-relations');
  const service = join(dir, 'service.js');
  const before = readFileSync(service, 'utf8');
  if (!before.includes(JOINED_READ)) throw new Error(`${service}: the function the branch changes is gone`);
  writeFileSync(service, before.replace(JOINED_READ, LAZY_READ));
  gitIn(dir, 'commit', '-qam', 'Load orders through their relations');
  return { baseSha, headSha: gitIn(dir, 'rev-parse', 'HEAD') };
}
