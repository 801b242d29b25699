/**
 * Self instructions by function in one callgrind dump (the format of valgrind's callgrind manual,
 * "Callgrind Format Specification"): every cost line belongs to the last `fn=`, except the line
 * right after a `calls=`, which is the inclusive cost of that call and is someone else's self cost.
 * Needs `--compress-strings=no` (names in full on every line), as the engine runs callgrind.
 */
export interface DumpFunction {
  name: string;
  /** The object file (`ob=`) or source file (`fl=`) callgrind names it by; '' when it knows neither. */
  object: string;
  selfInstructions: number;
}

export function selfInstructionsByFunction(dumpText: string): Map<string, DumpFunction> {
  const functions = new Map<string, DumpFunction>();
  let positions = 1;
  let object = '';
  let file = '';
  let current: DumpFunction | undefined;
  let nextIsCallCost = false;
  for (const line of dumpText.split('\n')) {
    if (line.startsWith('positions:')) positions = line.split(/\s+/).length - 1;
    else if (line.startsWith('ob=')) object = line.slice(3);
    else if (line.startsWith('fl=')) file = line.slice(3);
    else if (line.startsWith('fn=')) {
      const name = line.slice(3);
      const key = `${name}\u0000${object}`;
      current = functions.get(key) ?? { name, object: object || file, selfInstructions: 0 };
      functions.set(key, current);
      nextIsCallCost = false;
    } else if (line.startsWith('calls=')) nextIsCallCost = true;
    else if (/^[0-9+\-*]/.test(line)) {
      if (nextIsCallCost) {
        nextIsCallCost = false;
        continue;
      }
      if (current) current.selfInstructions += Number(line.split(' ')[positions] ?? 0);
    }
  }
  return functions;
}
