import type { GateOutcome } from '../../src/gate/gate-types.ts';

type Verdict = GateOutcome['verdict'];

/** Counts simulated pull requests by verdict; shares() gives the fractions the rates tables print. */
export class VerdictTally {
  private readonly counts: Record<Verdict, number> = {
    pass: 0,
    inconclusive: 0,
    regression: 0,
    unstable: 0,
    error: 0,
    'no-baseline': 0,
    'not-gated': 0,
  };
  private total = 0;

  add(verdict: Verdict): void {
    this.counts[verdict]++;
    this.total++;
  }

  shares(): Record<'pass' | 'inconclusive' | 'regression' | 'unstable' | 'error', number> {
    const share = (verdict: Verdict) => this.counts[verdict] / this.total;
    return {
      pass: share('pass'),
      inconclusive: share('inconclusive'),
      regression: share('regression'),
      unstable: share('unstable'),
      error: share('error'),
    };
  }
}
