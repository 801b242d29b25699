/**
 * action.yml's `inputs:` and docs/inputs.md's table of inputs, rendered from the one table of
 * options and inputs (src/config/inputs-table.ts). scripts/write-inputs-docs.ts writes them;
 * test/docs/inputs-docs.test.ts fails while the committed files differ from what this renders.
 */
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import { actionInputEntries, OPTION_GROUPS, type OptionGroup } from '../src/config/inputs-table.ts';

/** One row of action.yml and of the docs' table: an input, or the former name of one. */
interface InputRow {
  input: string;
  group: OptionGroup;
  default: string;
  whenEmpty?: string;
  meaning: string;
}

const formerNameMeaning = (current: string) =>
  `Former name of \`${current}\`, still accepted (both given with different values is an error).`;

/** Every input action.yml declares, in the table's order; a former name follows its input. */
export function inputRows(): InputRow[] {
  return actionInputEntries().flatMap(({ input, entry }): InputRow[] => [
    {
      input,
      group: entry.group,
      default: entry.default,
      ...('whenEmpty' in entry ? { whenEmpty: entry.whenEmpty } : {}),
      meaning: entry.meaning,
    },
    ...('formerNames' in entry ? entry.formerNames : []).map((former) => ({
      input: former,
      group: entry.group,
      default: '',
      meaning: formerNameMeaning(input),
    })),
  ]);
}

/**
 * Markdown as action.yml's plain text: no code marks or bold; a link keeps its words and, unless
 * they name the file already, says where it leads from the repository's root (docs' links are
 * relative to docs/).
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_, text: string, target: string) => {
      if (/\.md\b|\//.test(text)) return text;
      const fromRoot = target.startsWith('../') ? target.slice(3) : `docs/${target}`;
      return `${text} (${fromRoot})`;
    })
    .replaceAll('`', '')
    .replaceAll('**', '');
}

/** action.yml's description: the meaning, and what an empty input means when the meaning does not say. */
function actionDescription(row: InputRow): string {
  const meaning = plainText(row.meaning);
  return row.whenEmpty && !meaning.includes('Empty:')
    ? `${meaning} Empty: ${plainText(row.whenEmpty)}.`
    : meaning;
}

function groupsInOrder(rows: InputRow[]): [OptionGroup, InputRow[]][] {
  return (Object.keys(OPTION_GROUPS) as OptionGroup[])
    .map((group): [OptionGroup, InputRow[]] => [group, rows.filter((row) => row.group === group)])
    .filter(([, inGroup]) => inGroup.length > 0);
}

/** action.yml with its `inputs:` section rendered from the table, every other line as it was. */
export async function actionYmlWithInputs(actionYml: string, path: string): Promise<string> {
  const scalar = (value: string) => stringify(value, { lineWidth: 0 }).trimEnd();
  const section = groupsInOrder(inputRows())
    .map(([group, rows]) =>
      [
        `  # ${OPTION_GROUPS[group]}`,
        ...rows.flatMap((row) => [
          `  ${row.input}:`,
          `    description: ${scalar(actionDescription(row))}`,
          `    default: ${scalar(row.default)}`,
        ]),
      ].join('\n'),
    )
    .join('\n\n');
  const header =
    '  # Written by `npm run docs:inputs` from src/config/inputs-table.ts: edit the table, not this list.';
  const replaced = actionYml.replace(
    /^inputs:\n[\s\S]*?\n(?=outputs:$)/m,
    () => `inputs:\n${header}\n\n${section}\n\n`,
  );
  if (replaced === actionYml && !actionYml.includes(header)) throw new Error(`${path}: no inputs: section`);
  return format(replaced, { ...(await resolveConfig(path)), filepath: path });
}

const TABLE_START =
  '<!-- The inputs table: `npm run docs:inputs` writes it from src/config/inputs-table.ts; edit the table there. -->';
const TABLE_END = '<!-- End of the inputs table. -->';

/** docs/inputs.md with the table between its markers rendered from the table, the rest as it was. */
export async function inputsMarkdownWithTable(markdown: string, path: string): Promise<string> {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = groupsInOrder(inputRows()).flatMap(([group, inGroup]) => [
    `| **${OPTION_GROUPS[group]}** | | |`,
    ...inGroup.map(
      (row) =>
        `| \`${row.input}\` | ${cell(row.default === '' ? (row.whenEmpty ?? 'none') : `\`${row.default}\``)} | ${cell(row.meaning)} |`,
    ),
  ]);
  const table = ['| Input | Default | Meaning |', '| :-- | :-- | :-- |', ...rows].join('\n');
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${path}: the inputs table's markers are missing`);
  const written = `${markdown.slice(0, start)}${TABLE_START}\n\n${table}\n\n${markdown.slice(end)}`;
  return format(written, { ...(await resolveConfig(path)), filepath: path });
}
