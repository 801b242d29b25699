import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { isAllowedInChildren } from './child-environment.ts';

/**
 * Deleting a variable from process.env does not erase it from /proc/<our pid>/environ: that file
 * shows the environment block the kernel put on our stack at exec, and any process of the same
 * user may read it, servers started by us included. So every variable that children may not get
 * (the token input, runner tokens, anything secret-looking or unknown) is overwritten with zeros
 * in that block, through /proc/self/mem, and set again in process.env, whose copies live on the
 * heap. `forget` names variables that are not set again at all.
 *
 * This hides the values from /proc/<pid>/environ only. The heap copies, and the token we keep,
 * can still be read through /proc/<pid>/mem or ptrace by a process allowed to trace us: on Linux
 * that is any process of the same user unless Yama's ptrace_scope is 1 or more (Ubuntu's
 * default), which stops a child from tracing its parent.
 *
 * Linux only: elsewhere there is no /proc and nothing is done. Returns why it failed, if it did.
 */
export function hideInitialEnvironment(forget: readonly string[] = []): string | undefined {
  if (process.platform !== 'linux') return undefined;
  let memory: number | undefined;
  const hidden = new Map<string, string | undefined>();
  try {
    const block = readFileSync('/proc/self/environ');
    const blockStart = environmentBlockStart();
    memory = openSync('/proc/self/mem', 'r+');
    let offset = 0;
    for (const entry of block.toString('latin1').split('\0')) {
      const name = entry.slice(0, entry.indexOf('='));
      if (entry !== '' && name !== '' && !isAllowedInChildren(name)) {
        if (!hidden.has(name)) hidden.set(name, process.env[name]);
        delete process.env[name];
        writeSync(memory, Buffer.alloc(entry.length), 0, entry.length, blockStart + offset);
      }
      offset += entry.length + 1;
    }
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    if (memory !== undefined) closeSync(memory);
    // Even after a failure half-way, the action and the CLI keep every variable they had.
    for (const [name, value] of hidden) {
      if (value !== undefined && !forget.includes(name)) process.env[name] = value;
    }
  }
}

/** env_start, field 50 of /proc/self/stat (proc(5)); counted after the command name's ")". */
function environmentBlockStart(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fieldsFromThird = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const envStart = Number(fieldsFromThird[50 - 3]);
  if (!Number.isSafeInteger(envStart) || envStart <= 0) throw new Error('no env_start in /proc/self/stat');
  return envStart;
}
