import { ratesByNoise } from './test/helpers/rates-by-noise.ts';
const t = Date.now();
const rows = await ratesByNoise(Number(process.env.G ?? 100));
for (const r of rows) console.log(JSON.stringify(r));
console.log('s', (Date.now() - t) / 1000);
