import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { INPUTS_TABLE } from '../../src/config/inputs-table.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import {
  actionYmlWithInputs,
  inputRows,
  inputsMarkdownWithTable,
  plainText,
} from '../../scripts/inputs-docs.ts';

/**
 * action.yml's inputs and docs/inputs.md's table are written by `npm run docs:inputs` from
 * src/config/inputs-table.ts; these fail while a committed file differs from what it writes.
 */
const actionYmlPath = join(REPO_ROOT, 'action.yml');
const inputsMarkdownPath = join(REPO_ROOT, 'docs', 'inputs.md');
const actionYml = readFileSync(actionYmlPath, 'utf8');
const inputsMarkdown = readFileSync(inputsMarkdownPath, 'utf8');
const HOW = 'run npm run docs:inputs after changing src/config/inputs-table.ts';

describe('the inputs written from the table', () => {
  it("action.yml's inputs are what npm run docs:inputs writes", async () => {
    assert.equal(await actionYmlWithInputs(actionYml, actionYmlPath), actionYml, HOW);
  });

  it("docs/inputs.md's table is what npm run docs:inputs writes", async () => {
    assert.equal(await inputsMarkdownWithTable(inputsMarkdown, inputsMarkdownPath), inputsMarkdown, HOW);
  });

  it('rewrites a stale description and a stale row, and leaves the rest of each file', async () => {
    const staleYml = actionYml.replace(/^( {2}rounds:\n {4}description: ).*$/m, '$1Something else.');
    assert.notEqual(staleYml, actionYml);
    assert.equal(await actionYmlWithInputs(staleYml, actionYmlPath), actionYml);
    const staleMarkdown = inputsMarkdown.replace(/^\| `rounds` .*\n/m, '');
    assert.notEqual(staleMarkdown, inputsMarkdown);
    assert.equal(await inputsMarkdownWithTable(staleMarkdown, inputsMarkdownPath), inputsMarkdown);
  });

  it("declares each of the table's inputs once in action.yml, with the table's default", () => {
    const declared = (
      parse(actionYml) as { inputs: Record<string, { default: string; description: string }> }
    ).inputs;
    const rows = inputRows();
    assert.deepEqual(
      Object.keys(declared),
      rows.map((row) => row.input),
    );
    for (const row of rows) {
      assert.equal(declared[row.input]!.default, row.default, row.input);
      assert.equal(declared[row.input]!.description.startsWith(plainText(row.meaning)), true, row.input);
    }
  });
});

it("files each option under the group of src/config/groups/ that reads it, as the docs' headings say", () => {
  const misfiled = INPUTS_TABLE.flatMap((entry) => {
    if (!('option' in entry)) return [];
    const groupFile = readFileSync(join(REPO_ROOT, 'src', 'config', 'groups', `${entry.group}.ts`), 'utf8');
    return groupFile.includes(`'${entry.option}'`) ? [] : [`${entry.option} (${entry.group})`];
  });
  assert.deepEqual(misfiled, []);
});

describe('plainText: the markdown of a meaning as action.yml reads it', () => {
  it('drops code marks and bold, and says where a link leads from the repository root', () => {
    assert.equal(
      plainText(
        'The **stored** `baseline` file ([docs/history.md](history.md)), [once a kind](calibration.md#x).',
      ),
      'The stored baseline file (docs/history.md), once a kind (docs/calibration.md#x).',
    );
    assert.equal(
      plainText("see the README's [Your own servers](../README.md#your-own-servers)"),
      "see the README's Your own servers (README.md#your-own-servers)",
    );
  });
});
