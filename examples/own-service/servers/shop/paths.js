// Where this folder keeps the service's database, and the setup's one line per database made.
import { fileURLToPath } from 'node:url';

export const DATABASE_FILE = fileURLToPath(new URL('./data/shop.db', import.meta.url));
export const SETUP_LOG = fileURLToPath(new URL('./data/setup.log', import.meta.url));
