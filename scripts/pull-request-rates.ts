/**
 * Prints the README's table of per-pull-request rates (test/helpers/pull-request-rates.ts): paste
 * it between the README's `rates` markers; test/gate/readme-rates.test.ts then holds the README to it.
 */
import { pullRequestRates, ratesTable } from '../test/helpers/pull-request-rates.ts';

console.log(ratesTable(await pullRequestRates()));
