import {
  SETTINGS_PAGE_PLAIN_MION,
  SETTINGS_PAGE_REFERENCE,
  SETTINGS_PAGE_SERVERS,
  SETTINGS_PAGE_VARIANTS,
} from '../config/pages.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { escapeMarkdown } from './escape-markdown.ts';
import { renderPage } from './markdown-report.ts';
import { renderMarkdownTable } from './markdown-table.ts';
import { buildVariantComparisonTable } from './variant-comparison-table.ts';

export const SETTINGS_PAGE_TITLE = '# Benchmarks using multiple mion settings';

const INTRO =
  `Each row below is servers/mion (the same routes, \`strictTypes: true\`) built with one thing ` +
  `changed, measured in the same run as plain ${SETTINGS_PAGE_PLAIN_MION} (mion's default settings, in ` +
  `bold) and ${SETTINGS_PAGE_REFERENCE}. What each variant changes:`;

// Facts about the published pages (MionKit/Benchmarks: MION-OPTIONS.md and the settings readme, runs
// of 20 July and 15 August 2023), checked against that repository's benchmarks/mion3000.js and
// apps/src/mionApp.ts of those runs, and against the source of mion 0.8.10.
const GONE_OPTIONS_NOTE =
  'The published rows `useCallbacks`, `useAsyncCallContext` and `disableAllReflection` have no row ' +
  'here: mion 0.8.x has none of those options.';
const ROUTES_NOTE =
  '**mion-3000 registers its 3000 extra routes in the router.** The published mion3000 rows did not: ' +
  'they built the 3000 routes into an object that was never registered (`addRoutes(routes)` added ' +
  "only the benchmark app's own routes), so they measured mion with 2 routes (the run of 20 July " +
  '2023) or 3 (15 August 2023).';

const VARIANT_TABLE_INTRO =
  `**Each setting against plain ${SETTINGS_PAGE_PLAIN_MION}**, as the gate compares head with base: per block, ` +
  'the variant and plain mion ran as fresh processes in the same stretch of the run; the change is the mean ' +
  "of those pairs, with its 95% interval. Read a setting's effect here: the medians above carry each " +
  "process's luck, and an interval that spans zero says the run could not tell.";

/** One line per variant: what it changes, in the words of its folder's description. */
function variantLines(results: ResultsFile): string[] {
  return SETTINGS_PAGE_VARIANTS.flatMap((name) => {
    const server = results.servers.find((candidate) => candidate.name === name);
    return server ? [`- **${escapeMarkdown(name)}**: ${escapeMarkdown(server.description)}`] : [];
  });
}

/** Servers the page needs that these results lack altogether (a run of other servers, an old file). */
export function missingSettingsServers(results: ResultsFile): string[] {
  return SETTINGS_PAGE_SERVERS.filter((name) => !results.servers.some((server) => server.name === name));
}

/**
 * mion's published "Options Benchmark" page for mion 0.8.x: a line per setting, then plain mion
 * and each variant against http-node, one table per scenario, fastest first. A variant that ran
 * but failed keeps its row, with the failure in place of figures; one missing from the results is
 * named under the list.
 */
export function renderMionSettingsPage(results: ResultsFile): string {
  const missing = missingSettingsServers(results);
  const lines = variantLines(results);
  return renderPage(results, {
    opening: [
      SETTINGS_PAGE_TITLE,
      INTRO,
      ...(lines.length > 0 ? [lines.join('\n')] : []),
      ...(missing.length > 0
        ? [`**Not in these results:** ${missing.map((name) => escapeMarkdown(name)).join(', ')}.`]
        : []),
      GONE_OPTIONS_NOTE,
      ROUTES_NOTE,
    ],
    tables: { nameHeader: 'Option', emphasised: SETTINGS_PAGE_PLAIN_MION },
    underScenario: (scenario) => {
      const table = buildVariantComparisonTable(
        results,
        scenario,
        SETTINGS_PAGE_PLAIN_MION,
        SETTINGS_PAGE_VARIANTS,
      );
      return table && `${VARIANT_TABLE_INTRO}\n\n${renderMarkdownTable(table)}`;
    },
  });
}
