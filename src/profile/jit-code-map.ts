import type { ProfiledFunction } from '../results/where-it-changed.ts';
import { relativeFile } from './profiled-function.ts';

/**
 * V8's map of the machine code it generated (`--perf-basic-prof`, /tmp/perf-<pid>.map): one line
 * per code object, "<start hex> <size hex> <name>". callgrind knows no symbols for JIT code and names
 * such a function by its address ("0x000000000d045f40"); this map turns the address back into the
 * JavaScript function.
 */
export interface JitCodeMap {
  /** Sorted by start: [start, end, name]. */
  ranges: [number, number, string][];
}

export function parseJitCodeMap(text: string): JitCodeMap {
  const ranges: [number, number, string][] = [];
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line.trim());
    if (!match) continue;
    const start = Number.parseInt(match[1]!, 16);
    ranges.push([start, start + Number.parseInt(match[2]!, 16), match[3]!]);
  }
  // A later code object at the same address replaces an earlier one (code is freed and reused):
  // the stable sort keeps the later one last among equals, and the search takes the last match.
  ranges.sort((a, b) => a[0] - b[0]);
  return { ranges };
}

/** The name V8 gave the code at `address`, or undefined. */
export function codeAt(map: JitCodeMap, address: number): string | undefined {
  let low = 0;
  let high = map.ranges.length - 1;
  let found: string | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end, name] = map.ranges[middle]!;
    if (start <= address) {
      if (address < end) found = name;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * A JIT code object's name as a function: "JS:*hotLoop /srv/app.js:2:17" (V8 marks the code's tier
 * with * ~ ^ or +, and adds ' for code specialised to one closure's context: "*'") is hotLoop at
 * app.js line 2; builtins, stubs and regular expressions keep V8's name.
 */
export function jitFunction(codeName: string, folders: readonly string[]): ProfiledFunction {
  const js = /^JS:[*~^+'-]*(.*?) ?((?:file:\/\/|\/|node:)\S*):(\d+):(\d+)$/.exec(codeName);
  if (!js) return { name: `(${codeName})`, file: '', line: 0, column: 0 };
  const url = js[2]!.startsWith('/') ? `file://${js[2]}` : js[2]!;
  return {
    name: js[1] === '' ? '(anonymous)' : js[1]!,
    file: relativeFile(url, folders),
    line: Number(js[3]),
    column: Number(js[4]),
  };
}
