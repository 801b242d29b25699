import type { Estimator } from './gate-types.ts';

/**
 * Which estimator decides against a stored baseline. When the baseline came from another machine
 * (other CPU model, core count or Node), only the ratio to the reference removes the machine's
 * speed, whatever noise it adds. On the same machine the choice follows the calibration's A/A
 * trials (docs/calibration.md): the estimator whose intervals held their coverage with the
 * narrowest width.
 */
export function storedBaselineEstimator(environmentDrift: string[]): Estimator {
  return environmentDrift.length > 0 ? 'ratio' : SAME_MACHINE_ESTIMATOR;
}

export const SAME_MACHINE_ESTIMATOR: Estimator = 'ratio';
