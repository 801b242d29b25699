/**
 * Generators in a load request's body: a string value written exactly `{{int 1 100}}` becomes a
 * new value in every request. Unique requests keep a server from answering out of a cache, as a
 * real API's traffic would.
 *
 *   {{int MIN MAX}}     an integer from MIN to MAX, both included
 *   {{date FROM TO}}    an ISO 8601 date-time at noon UTC of a day from FROM to TO (YYYY-MM-DD)
 *   {{uuid}}            a random UUID string
 *
 * The template is turned into JSON text once; each request then only joins that text with the
 * generated values, so the load generator's cost per request stays that of a string join.
 */
import { randomUUID } from 'node:crypto';
import type { JsonValue } from './scenario.ts';

/** Makes one value's JSON text. */
type Generator = () => string;

const WHOLE_GENERATOR = /^\{\{(.*)\}\}$/s;
const DAY_MS = 86_400_000;
export const GENERATORS_KNOWN = 'int MIN MAX, date FROM TO, uuid';

/** The generator a string stands for, undefined for a plain string; throws on a malformed one. */
export function parseGenerator(text: string): Generator | undefined {
  const match = WHOLE_GENERATOR.exec(text);
  if (!match) {
    if (text.includes('{{'))
      throw new Error(`"${text}" holds "{{" but is not one generator (known: ${GENERATORS_KNOWN})`);
    return undefined;
  }
  const [kind, ...args] = match[1]!.trim().split(/\s+/);
  if (kind === 'int' && args.length === 2) {
    const [min, max] = args.map(Number) as [number, number];
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new Error(`"${text}": int needs two integers, the smaller first`);
    }
    const span = max - min + 1;
    return () => String(min + Math.floor(Math.random() * span));
  }
  if (kind === 'date' && args.length === 2) {
    const [fromMs, toMs] = args.map((day) =>
      /^\d{4}-\d{2}-\d{2}$/.test(day!) ? Date.parse(`${day}T12:00:00Z`) : NaN,
    );
    if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs! > toMs!) {
      throw new Error(`"${text}": date needs two days as YYYY-MM-DD, the earlier first`);
    }
    const days = Math.round((toMs! - fromMs!) / DAY_MS) + 1;
    return () => JSON.stringify(new Date(fromMs! + Math.floor(Math.random() * days) * DAY_MS).toISOString());
  }
  if (kind === 'uuid' && args.length === 0) return () => JSON.stringify(randomUUID());
  throw new Error(`"${text}" is not a known generator (known: ${GENERATORS_KNOWN})`);
}

/** Whether any string in the value is a generator (throws on a malformed one). */
export function hasGenerators(value: JsonValue | undefined): boolean {
  if (typeof value === 'string') return parseGenerator(value) !== undefined;
  if (Array.isArray(value)) return value.some(hasGenerators);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasGenerators);
  return false;
}

/** A function that gives the body's JSON text, with fresh generated values at each call. */
export function compileBodyTemplate(body: JsonValue): () => string {
  const text = JSON.stringify(body);
  // Every JSON string literal in the text; those that are generators split it into fixed parts.
  const fixedParts: string[] = [];
  const generators: Generator[] = [];
  let fixedStart = 0;
  for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    // A key, not a value: keys are never generated.
    if (text[match.index + match[0].length] === ':') continue;
    const generator = parseGenerator(JSON.parse(match[0]) as string);
    if (!generator) continue;
    fixedParts.push(text.slice(fixedStart, match.index));
    generators.push(generator);
    fixedStart = match.index + match[0].length;
  }
  const last = text.slice(fixedStart);
  if (generators.length === 0) return () => text;
  return () => {
    let out = '';
    for (let index = 0; index < generators.length; index++) out += fixedParts[index]! + generators[index]!();
    return out + last;
  };
}
