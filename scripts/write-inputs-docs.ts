/**
 * Writes action.yml's `inputs:` and docs/inputs.md's table of inputs from the one table of options
 * and inputs, src/config/inputs-table.ts. Run after changing the table: npm run docs:inputs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/repo-paths.ts';
import { actionYmlWithInputs, inputsMarkdownWithTable } from './inputs-docs.ts';

const actionYmlPath = join(REPO_ROOT, 'action.yml');
const inputsMarkdownPath = join(REPO_ROOT, 'docs', 'inputs.md');
writeFileSync(actionYmlPath, await actionYmlWithInputs(readFileSync(actionYmlPath, 'utf8'), actionYmlPath));
writeFileSync(
  inputsMarkdownPath,
  await inputsMarkdownWithTable(readFileSync(inputsMarkdownPath, 'utf8'), inputsMarkdownPath),
);
console.log('action.yml inputs and docs/inputs.md table written from src/config/inputs-table.ts');
