import type { GateOutcome } from '../gate/gate-types.ts';
import { MAX_GATE_TEXT_CHARS, MAX_NOTES, MAX_TEXT_CHARS, MAX_WARNINGS } from '../results/item-limits.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { whereSchema } from '../results/where-schema.ts';

export interface MergedContent {
  results: ResultsFile;
  gate: GateOutcome;
}

/** A text cut to `maxChars`, its end marked, so a reader sees that it goes on. */
function cut(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1)}…`;
}

/**
 * A merged pull request's results and gate held to the limits the comment job reads
 * (item-limits.ts). Every shard is within them, but their sum need not be: sixty shards' notes,
 * one error per failed shard joined into one, a `where` entry per scenario and measure, and the
 * "shard 2/3: " each line gains. Whatever exceeds is cut, and one note says what, so a real
 * failing pull request still gets its comment; each shard's results file keeps the whole.
 */
export function fitReaderLimits({ results, gate }: MergedContent): MergedContent {
  const trimmed: string[] = [];
  const keep = <T>(items: T[], max: number, what: string): T[] => {
    if (items.length <= max) return items;
    trimmed.push(`${max} of ${items.length} ${what} kept`);
    return items.slice(0, max);
  };
  const cutAll = (texts: string[], maxChars: number, what: string): string[] => {
    const long = texts.filter((text) => text.length > maxChars).length;
    if (long > 0)
      trimmed.push(`${long} of the ${what} cut to ${maxChars.toLocaleString('en-US')} characters`);
    return texts.map((text) => cut(text, maxChars));
  };

  const where = results.where && keep(results.where, whereSchema.maxItems, '`where` entries');
  const warnings = cutAll(keep(results.warnings, MAX_WARNINGS, 'warnings'), MAX_TEXT_CHARS, 'warnings');
  const environmentDrift = cutAll(
    keep(gate.environmentDrift, MAX_NOTES, 'drift notes'),
    MAX_GATE_TEXT_CHARS,
    'drift notes',
  );
  // The note saying what was trimmed takes one place among the notes.
  let notes = cutAll(gate.notes, MAX_GATE_TEXT_CHARS, 'notes');
  if (gate.error !== undefined && gate.error.length > MAX_GATE_TEXT_CHARS) {
    trimmed.push(`the error cut to ${MAX_GATE_TEXT_CHARS.toLocaleString('en-US')} characters`);
  }
  if (notes.length > MAX_NOTES || (trimmed.length > 0 && notes.length === MAX_NOTES)) {
    notes = keep(notes, MAX_NOTES - 1, 'notes');
  }
  if (trimmed.length === 0) return { results, gate };

  const trimNote = cut(
    `Trimmed to the limits of the comment job: ${trimmed.join('; ')}. Each shard's results file holds the whole.`,
    MAX_GATE_TEXT_CHARS,
  );
  return {
    results: { ...results, warnings, ...(where ? { where } : {}) },
    gate: {
      ...gate,
      environmentDrift,
      notes: [...notes, trimNote],
      ...(gate.error !== undefined ? { error: cut(gate.error, MAX_GATE_TEXT_CHARS) } : {}),
    },
  };
}
