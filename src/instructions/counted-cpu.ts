import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { childEnvironment } from '../process/child-environment.ts';
import type { CountedCpu } from '../results/instruction-counting.ts';
import type { CallgrindTools } from './callgrind-tools.ts';

/** The dynamic loader, which prints what glibc selected (`--list-diagnostics`, glibc 2.33 and later). */
const LOADERS = ['/lib64/ld-linux-x86-64.so.2', '/lib/ld-linux-aarch64.so.1'];
const DIAGNOSTICS_TIMEOUT_MS = 60_000;
const DIGEST_HEX_DIGITS = 12;
/** Lines that say which processor glibc saw and what it chose; the rest name the host and the environment. */
const CPU_LINE = /^(x86\.cpu_features\.|dl_platform=|dl_hwcap|version\.version=)/;

/** What the guest of `tools`' valgrind sees, or undefined where the loader cannot say (not glibc, or too old). */
export async function countedCpuOf(tools: CallgrindTools): Promise<CountedCpu | undefined> {
  const loader = LOADERS.find((path) => existsSync(path));
  if (!loader) return undefined;
  const output = await promisify(execFile)(
    tools.valgrindPath,
    ['--tool=none', loader, '--list-diagnostics'],
    { env: childEnvironment(), timeout: DIAGNOSTICS_TIMEOUT_MS, maxBuffer: 1 << 20 },
  ).then(
    (result) => result.stdout,
    () => '',
  );
  return countedCpuFromDiagnostics(output);
}

/** Reads the loader's `--list-diagnostics` output. */
export function countedCpuFromDiagnostics(diagnostics: string): CountedCpu | undefined {
  const lines = diagnostics
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => CPU_LINE.test(line))
    .sort();
  if (lines.length === 0) return undefined;
  const value = (name: string) =>
    lines
      .find((line) => line.startsWith(`${name}=`))
      ?.slice(name.length + 1)
      .replaceAll('"', '');
  const model = [
    `family ${Number(value('x86.cpu_features.basic.family') ?? NaN)}`,
    `model ${value('x86.cpu_features.basic.model') ?? '?'}`,
  ].join(' ');
  const summary = [
    `glibc ${value('version.version') ?? '?'}`,
    value('dl_platform') ?? 'no platform',
    ...(value('x86.cpu_features.basic.family') ? [model] : []),
    `hwcaps ${value('dl_hwcaps_subdirs_active') ?? '?'}`,
  ].join(', ');
  const digest = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, DIGEST_HEX_DIGITS);
  return { summary, digest };
}
