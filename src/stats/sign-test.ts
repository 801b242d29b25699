/**
 * The exact one-sided sign test (McNemar's test on discordant pairs, "Note on the sampling error of
 * the difference between correlated proportions", Psychometrika 12, 1947): of `discordant` pairs
 * where exactly one side failed, `againstHead` were the head's. With equal failure rates each such
 * pair is the head's with probability 1/2, so the p-value is P(Binomial(discordant, 1/2) >= againstHead).
 */
export function signTestPValue(againstHead: number, discordant: number): number {
  if (!(
    Number.isInteger(againstHead) &&
    Number.isInteger(discordant) &&
    againstHead >= 0 &&
    againstHead <= discordant
  ))
    throw new RangeError(`sign test needs 0 <= ${againstHead} <= ${discordant}, integers`);
  // P(X = k) built up term by term from P(X = 0) = 2^-n, in logs for large n.
  let logTerm = -discordant * Math.LN2;
  let tail = 0;
  for (let k = 0; k <= discordant; k++) {
    if (k >= againstHead) tail += Math.exp(logTerm);
    logTerm += Math.log((discordant - k) / (k + 1));
  }
  return Math.min(1, tail);
}
