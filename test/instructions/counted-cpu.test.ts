import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { findCallgrindTools } from '../../src/instructions/callgrind-tools.ts';
import { countedCpuFromDiagnostics, countedCpuOf } from '../../src/instructions/counted-cpu.ts';
import { parseResults } from '../../src/results/results-file.ts';

// `ld.so --list-diagnostics` on this project's machine (an Intel Xeon), natively and under valgrind.
const diagnostics = (name: string) =>
  readFileSync(join(import.meta.dirname, '../fixtures/ld-diagnostics', name), 'utf8');

test('the processor a counted process sees is valgrind’s, not the host’s', () => {
  const guest = countedCpuFromDiagnostics(diagnostics('under-valgrind.txt'));
  const host = countedCpuFromDiagnostics(diagnostics('native-xeon.txt'));
  assert.equal(guest?.summary, 'glibc 2.36, haswell, family 6 model 0x3c, hwcaps 0x6');
  assert.match(guest!.digest, /^[0-9a-f]{12}$/);
  assert.notEqual(host?.digest, guest!.digest);
  assert.doesNotMatch(host!.summary, /model 0x3c/);
});

test('the host’s name and kernel are not part of the processor seen', () => {
  const text = diagnostics('under-valgrind.txt');
  const renamed = text.replace(/^uname\.(nodename|release)=.*$/gm, 'uname.$1="another-runner"');
  assert.notEqual(renamed, text);
  assert.deepEqual(countedCpuFromDiagnostics(renamed), countedCpuFromDiagnostics(text));
  const otherCache = text.replace(
    /^x86\.cpu_features\.data_cache_size=.*$/m,
    'x86.cpu_features.data_cache_size=0xc000',
  );
  assert.notEqual(countedCpuFromDiagnostics(otherCache)!.digest, countedCpuFromDiagnostics(text)!.digest);
  assert.equal(countedCpuFromDiagnostics('no diagnostics here\n'), undefined);
});

const tools = await findCallgrindTools().catch((error: Error) => {
  console.log(`# skipped: ${error.message}`);
  return undefined;
});

test(
  'valgrind here shows its guest a processor, read in about a second',
  { skip: tools ? false : 'valgrind is not installed' },
  async () => {
    const seen = await countedCpuOf(tools!);
    assert.match(seen?.summary ?? '', /^glibc \d+\.\d+, /);
  },
);

test('a results file whose processor summary carries markup is refused by the schema, naming the field', () => {
  const baseline = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../baseline/baseline.json'), 'utf8'),
  );
  baseline.instructions.countedCpu.summary = '<img src=x onerror=alert(1)>';
  assert.throws(
    () => parseResults(JSON.stringify(baseline), 'hostile.json'),
    /\/instructions\/countedCpu\/summary must match pattern/,
  );
});
