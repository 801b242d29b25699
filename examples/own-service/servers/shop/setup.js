// Run by the perf gate before every process of this server, head's and base's alike: a new
// database with the seed, made by the service's own code, so every process starts from the same
// data and a pull request that changes the schema is measured with its own.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createDatabase } from '@perf-gate-example/shop-service/database';
import { DATABASE_FILE, SETUP_LOG } from './paths.js';

mkdirSync(dirname(DATABASE_FILE), { recursive: true });
const seeded = createDatabase(DATABASE_FILE);
appendFileSync(
  SETUP_LOG,
  `${new Date().toISOString()} ${DATABASE_FILE}: ${seeded.products} products, ${seeded.orders} orders\n`,
);
