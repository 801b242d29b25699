/**
 * The instructions (Ir events) of one callgrind dump: the "totals:" line, or "summary:" in older
 * formats. Its first number is Ir, as long as Ir is the first event, which it is when no other
 * event is switched on (the engine never switches one on; "events:" is checked to be sure).
 */
export function instructionsOfDump(dumpText: string, dumpPath: string): number {
  const lines = dumpText.split('\n');
  const events = lines.find((line) => line.startsWith('events:'));
  if (!events || events.split(/\s+/)[1] !== 'Ir') {
    throw new Error(`${dumpPath}: not a callgrind dump counting Ir first (events line: ${events ?? 'none'})`);
  }
  const totals =
    lines.find((line) => line.startsWith('totals:')) ?? lines.find((line) => line.startsWith('summary:'));
  const value = Number(totals?.split(/\s+/)[1]);
  if (!totals || !Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${dumpPath}: no instruction total in the dump (${totals ?? 'no totals line'})`);
  }
  return value;
}
