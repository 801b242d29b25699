import { createShop } from '@perf-gate-example/shop-service';
import { DATABASE_FILE } from './paths.js';

createShop(DATABASE_FILE).listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
