import { median } from 'simple-statistics';
import { EXTRA_ROUTE_COUNTS } from '../engine/measure-startup-growth.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { formatMilliseconds, NOT_AVAILABLE } from './format-numbers.ts';
import type { TextTable } from './text-table.ts';

/** Median start-up time (spawn to first correct answer) per server, as its routing table grows. */
export function buildStartupGrowthTable(results: ResultsFile): TextTable | undefined {
  const growth = results.startupGrowth ?? [];
  const servers = [...new Set(growth.map((entry) => entry.server))];
  if (servers.length === 0) return undefined;
  return {
    columns: [
      { header: 'Start-up (ms)', align: 'left' },
      ...EXTRA_ROUTE_COUNTS.map((count) => ({ header: `+${count} routes`, align: 'right' as const })),
    ],
    rows: servers.map((server) => ({
      cells: [
        server,
        ...EXTRA_ROUTE_COUNTS.map((count) => {
          const startupMs = growth.find(
            (entry) => entry.server === server && entry.extraRoutes === count,
          )?.startupMs;
          return startupMs && startupMs.length > 0 ? formatMilliseconds(median(startupMs)) : NOT_AVAILABLE;
        }),
      ],
      emphasised: server === results.settings.subject,
    })),
  };
}
