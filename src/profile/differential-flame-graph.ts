import type { CpuProfile } from './cpu-profile.ts';
import {
  describeFunction,
  functionKey,
  IDLE_FRAME,
  profiledFunction,
  ROOT_FRAME,
} from './profiled-function.ts';
import type { ProfiledFunction } from '../results/where-it-changed.ts';
import { sampleDurationsMicroseconds } from './self-time.ts';

/** One process's profile, with the requests it answered while profiled and the folders its files are named from. */
export interface ProfileOfRequests {
  profile: CpuProfile;
  requests: number;
  folders: readonly string[];
}

/** A call path of head and base merged: time per request spent in it and below it. */
interface MergedFrame {
  fn: ProfiledFunction;
  headMicroseconds: number;
  baseMicroseconds: number;
  children: Map<string, MergedFrame>;
}

const WIDTH_PX = 1200;
const ROW_PX = 18;
const MIN_WIDTH_PX = 0.5;
const LABEL_MIN_WIDTH_PX = 40;
const CHAR_PX = 7;

/**
 * The head's call tree, each call path as wide as its time per request in the head (averaged over
 * the profiled processes), coloured by how that time changed against the base: red where the head
 * spends more, blue where less, grey where the same (after Brendan Gregg's differential flame
 * graphs). A path only the base takes has no width here; the "Where" table lists it.
 * Returns a self-contained HTML page: no script, tooltips from SVG <title>.
 */
export function differentialFlameGraphHtml(
  head: readonly ProfileOfRequests[],
  base: readonly ProfileOfRequests[],
  title: string,
): string {
  const root: MergedFrame = {
    fn: { name: 'all', file: '', line: 0, column: 0 },
    headMicroseconds: 0,
    baseMicroseconds: 0,
    children: new Map(),
  };
  for (const side of head) addProfile(root, side, 'headMicroseconds', head.length);
  for (const side of base) addProfile(root, side, 'baseMicroseconds', base.length);
  const rects: string[] = [];
  const depth = layout(root, 0, 0, WIDTH_PX / Math.max(root.headMicroseconds, Number.EPSILON), rects);
  const heightPx = (depth + 1) * ROW_PX;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title>
<style>body{font:13px system-ui,sans-serif;margin:16px}svg text{font:11px monospace;pointer-events:none}</style>
</head><body>
<h1>${escapeXml(title)}</h1>
<p>Width: the head's CPU time per request in each call path (${format(root.headMicroseconds)} µs in all; the base: ${format(root.baseMicroseconds)} µs). Colour: <span style="color:#c0392b">red</span> where the head spends more per request than the base, <span style="color:#2e6fb7">blue</span> where less. Hover a frame for its figures.</p>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH_PX}" height="${heightPx}" viewBox="0 0 ${WIDTH_PX} ${heightPx}">
${rects.join('\n')}
</svg>
</body></html>
`;
}

function addProfile(
  root: MergedFrame,
  side: ProfileOfRequests,
  field: 'headMicroseconds' | 'baseMicroseconds',
  processes: number,
): void {
  const { profile, requests, folders } = side;
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const durations = sampleDurationsMicroseconds(profile);
  const weight = 1 / (requests * processes);
  profile.samples.forEach((nodeId, index) => {
    const path: ProfiledFunction[] = [];
    for (let id: number | undefined = nodeId; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === ROOT_FRAME) continue;
      if (frame.functionName === IDLE_FRAME) return;
      path.unshift(profiledFunction(frame, folders));
    }
    const microseconds = durations[index]! * weight;
    let frame = root;
    frame[field] += microseconds;
    for (const fn of path) {
      const key = functionKey(fn);
      let child = frame.children.get(key);
      if (!child) {
        child = { fn, headMicroseconds: 0, baseMicroseconds: 0, children: new Map() };
        frame.children.set(key, child);
      }
      child[field] += microseconds;
      frame = child;
    }
  });
}

/** Draws `frame` at (x, depth) and its children under it; returns the deepest row drawn. */
function layout(
  frame: MergedFrame,
  x: number,
  depth: number,
  pxPerMicrosecond: number,
  rects: string[],
): number {
  const widthPx = frame.headMicroseconds * pxPerMicrosecond;
  if (widthPx < MIN_WIDTH_PX) return depth - 1;
  const change = frame.headMicroseconds - frame.baseMicroseconds;
  const label = describeFunction(frame.fn);
  const tooltip = `${label}\nhead ${format(frame.headMicroseconds)} µs/request, base ${format(frame.baseMicroseconds)} µs/request, change ${change >= 0 ? '+' : ''}${format(change)} µs`;
  const y = depth * ROW_PX;
  const text =
    widthPx >= LABEL_MIN_WIDTH_PX
      ? `<text x="${(x + 3).toFixed(1)}" y="${y + 13}">${escapeXml(clip(frame.fn.name, widthPx))}</text>`
      : '';
  rects.push(
    `<g><title>${escapeXml(tooltip)}</title><rect x="${x.toFixed(1)}" y="${y}" width="${widthPx.toFixed(1)}" height="${ROW_PX - 1}" fill="${colour(frame)}"/>${text}</g>`,
  );
  let deepest = depth;
  let childX = x;
  const children = [...frame.children.values()].sort((a, b) => a.fn.name.localeCompare(b.fn.name));
  for (const child of children) {
    deepest = Math.max(deepest, layout(child, childX, depth + 1, pxPerMicrosecond, rects));
    childX += child.headMicroseconds * pxPerMicrosecond;
  }
  return deepest;
}

/** Red for more time in the head, blue for less, the stronger the larger the change against the path's base time. */
function colour(frame: MergedFrame): string {
  const base = Math.max(frame.baseMicroseconds, Number.EPSILON);
  const relative = Math.max(-1, Math.min(1, (frame.headMicroseconds - frame.baseMicroseconds) / base));
  const strength = Math.round(210 - Math.abs(relative) * 150);
  return relative >= 0 ? `rgb(250,${strength},${strength})` : `rgb(${strength},${strength},250)`;
}

function clip(text: string, widthPx: number): string {
  const chars = Math.floor((widthPx - 6) / CHAR_PX);
  return text.length <= chars ? text : `${text.slice(0, Math.max(0, chars - 1))}…`;
}

function format(microseconds: number): string {
  return microseconds.toFixed(Math.abs(microseconds) >= 10 ? 1 : 2);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
