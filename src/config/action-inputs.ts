import { buildConfig } from './build-config.ts';
import type { Config } from './config.ts';
import { UserInputError } from '../user-input-error.ts';
import { actionDefault, INPUTS_TABLE } from './inputs-table.ts';
import { FORMER_NAMES, type FormerName, type RawOptions, type SpelledOption } from './option-names.ts';
import { parseBoolean, parseDirectory, parseWorkspacePath } from './parse-values.ts';
import {
  parseChangePointInput,
  parseHistoryBranch,
  type HistoryModeSettings,
} from './history-mode-inputs.ts';

/**
 * The table's names in action.yml's terms (inputs-table.ts): an option is read from the input of
 * its name unless the table gives another; the CLI-only options (injections, calibrate's modes,
 * run's page) are no inputs, and the action-only ones steer publishing, not measuring.
 */
const INPUT_FOR_OPTION = new Map<SpelledOption, string>(
  INPUTS_TABLE.flatMap((entry) =>
    'option' in entry && 'input' in entry && typeof entry.input === 'string'
      ? [[entry.option, entry.input]]
      : [],
  ),
);
const OPTIONS_AS_INPUTS: SpelledOption[] = [
  ...INPUTS_TABLE.flatMap((entry) => ('option' in entry && 'meaning' in entry ? [entry.option] : [])),
  ...(Object.keys(FORMER_NAMES) as FormerName[]),
];
const ACTION_ONLY_INPUTS: string[] = INPUTS_TABLE.flatMap((entry) =>
  'option' in entry ? [] : [entry.input],
);

const ACTION_MODES = [
  'compare',
  'baseline',
  'comment',
  'merge',
  'calibrate',
  'rejudge',
  'history-record',
  'history-confirm',
] as const;
const HISTORY_MODES = ['history-record', 'history-confirm'] as const;
type HistoryMode = (typeof HISTORY_MODES)[number];
type ActionMode = (typeof ACTION_MODES)[number];

/** Used when the workflow leaves the input empty: action.yml's defaults, from the same table. */
const DEFAULT_PAYLOAD_PATH = actionDefault('payload-path');
const DEFAULT_HISTORY_OUTPUT_DIR = actionDefault('history-output-dir');
/** The action always writes its files, so that later steps and artifacts can pick them up. */
const ACTION_OUTPUT_PATHS: RawOptions = {
  out: actionDefault('results-path'),
  markdown: actionDefault('report-path'),
};

/**
 * When the comment is posted or updated: always; on a change (any metric outside "unchanged",
 * or no verdict at all); or on a regression only. An existing comment is always kept current,
 * so it never shows an outdated verdict.
 */
export const COMMENT_ON_CHOICES = ['always', 'change', 'regression'] as const;
export type CommentOn = (typeof COMMENT_ON_CHOICES)[number];

export interface PublishSettings {
  token: string;
  comment: boolean;
  commentOn: CommentOn;
  failOnRegression: boolean;
  /** Where the comment is written when it cannot be posted (compare), or read from (comment, rejudge). */
  payloadPath: string;
}

/** mode: merge: where the shards' results files are, and where the merged ones go. */
export interface MergeSettings {
  shardsDir: string;
  outPath: string;
  markdownPath: string;
  failOnInconclusive: boolean;
}

/** mode: rejudge: where the report of the saved results judged again goes, and the verdict's settings. */
export interface RejudgeSettings {
  markdownPath: string;
  failOnInconclusive: boolean;
}

/** The branch main's history lives on when the workflow names none (docs/history.md). */
const DEFAULT_HISTORY_BRANCH = actionDefault('history-branch');

export type ActionInputs =
  | { mode: 'compare' | 'baseline' | 'calibrate'; config: Config; publish: PublishSettings }
  | { mode: 'comment'; publish: PublishSettings }
  | { mode: 'merge'; merge: MergeSettings; publish: PublishSettings }
  | { mode: 'rejudge'; rejudge: RejudgeSettings; publish: PublishSettings }
  | { mode: HistoryMode; history: HistoryModeSettings; publish: PublishSettings };

export interface ActionInputsContext {
  /** The action's own servers/, used unless servers-dir names another. */
  defaultServersDir: string;
  defaultScenariosFile: string;
  listServers: (serversDir: string) => string[];
  /** GITHUB_WORKSPACE on a runner; every path input must stay inside it. */
  workspaceDir: string;
}

/** Every input name the action declares, in action.yml's terms. */
export function actionInputNames(): string[] {
  return [...ACTION_ONLY_INPUTS, ...OPTIONS_AS_INPUTS.map(inputName)];
}

/**
 * The one place action inputs become settings. `readInput` returns '' for an input the
 * workflow did not set (as @actions/core's getInput does).
 */
export function readActionInputs(
  readInput: (name: string) => string,
  context: ActionInputsContext,
): ActionInputs {
  const label = (input: string) => `input ${input}`;
  const text = (input: string) => readInput(input).trim();
  const flag = (input: string, fallback: boolean) =>
    text(input) === '' ? fallback : parseBoolean(label(input), text(input));

  const modeText = text('mode') || 'compare';
  if (!(ACTION_MODES as readonly string[]).includes(modeText)) {
    throw new UserInputError(`${label('mode')}: "${modeText}" is not one of ${ACTION_MODES.join(', ')}`);
  }
  const mode = modeText as ActionMode;

  const token = text('github-token');
  const comment = flag('comment', true);
  // Without a token, compare saves the comment's data for the comment workflow to post.
  if (token === '' && mode === 'comment') {
    throw new UserInputError(`${label('github-token')}: mode comment needs a token that may comment`);
  }
  const historyMode = (HISTORY_MODES as readonly string[]).includes(mode);
  if (token === '' && historyMode) {
    throw new UserInputError(
      `${label('github-token')}: mode ${mode} pushes to the history branch and opens issues: it needs a token with contents: write and issues: write`,
    );
  }
  // The benchmark job runs the pull request's servers and npm install scripts, as the same user
  // (with passwordless sudo on hosted runners): a token there is theirs to read. Only an explicit
  // opt-in, for repositories whose pull requests all come from people with write access, allows it.
  // rejudge runs none of it (saved data only), and reads who added a label with its token.
  // The history modes, like comment, read files and run git: no server, no install.
  const runsPullRequestCode = mode !== 'comment' && mode !== 'rejudge' && !historyMode;
  if (token !== '' && runsPullRequestCode && !flag('token-beside-pull-request-code', false)) {
    throw new UserInputError(
      `${label('github-token')}: mode ${mode} runs the pull request's code, which could read the token; ` +
        `leave it empty and post with mode: comment (the workflow_run recipe), or set token-beside-pull-request-code: true`,
    );
  }
  const commentOnText = text('comment-on') || 'always';
  if (!(COMMENT_ON_CHOICES as readonly string[]).includes(commentOnText)) {
    throw new UserInputError(
      `${label('comment-on')}: "${commentOnText}" is not one of ${COMMENT_ON_CHOICES.join(', ')}`,
    );
  }
  const publish: PublishSettings = {
    token,
    comment,
    commentOn: commentOnText as CommentOn,
    failOnRegression: flag('fail-on-regression', true),
    payloadPath: parseWorkspacePath(
      label('payload-path'),
      text('payload-path') || DEFAULT_PAYLOAD_PATH,
      context.workspaceDir,
    ),
  };
  if (mode === 'comment') return { mode, publish };
  const workspacePath = (input: string, fallback: string) =>
    parseWorkspacePath(label(input), text(input) || fallback, context.workspaceDir);
  if (mode === 'history-record' || mode === 'history-confirm') {
    return {
      mode,
      publish,
      history: {
        resultsPath: workspacePath('results-path', ACTION_OUTPUT_PATHS.out!),
        branch: parseHistoryBranch(label('history-branch'), text('history-branch') || DEFAULT_HISTORY_BRANCH),
        subject: text('subject'),
        outputDir: workspacePath('history-output-dir', DEFAULT_HISTORY_OUTPUT_DIR),
        ...(mode === 'history-confirm'
          ? { changePoint: parseChangePointInput(label('change-point'), text('change-point')) }
          : {}),
      },
    };
  }
  if (mode === 'rejudge') {
    return {
      mode,
      publish,
      rejudge: {
        markdownPath: workspacePath('report-path', ACTION_OUTPUT_PATHS.markdown!),
        failOnInconclusive: flag('fail-on-inconclusive', false),
      },
    };
  }
  if (mode === 'merge') {
    if (text('shards-dir') === '') {
      throw new UserInputError(
        `${label('shards-dir')}: mode merge needs the folder of the shards' results files`,
      );
    }
    return {
      mode,
      publish,
      merge: {
        shardsDir: parseDirectory(label('shards-dir'), workspacePath('shards-dir', '')),
        outPath: workspacePath('results-path', ACTION_OUTPUT_PATHS.out!),
        markdownPath: workspacePath('report-path', ACTION_OUTPUT_PATHS.markdown!),
        failOnInconclusive: flag('fail-on-inconclusive', false),
      },
    };
  }

  const raw: RawOptions = { ...ACTION_OUTPUT_PATHS };
  for (const option of OPTIONS_AS_INPUTS) raw[option] = readInput(inputName(option)) || raw[option];
  const config = buildConfig(raw, {
    command: mode,
    defaultServersDir: context.defaultServersDir,
    defaultScenariosFile: context.defaultScenariosFile,
    listServers: context.listServers,
    workspaceDir: context.workspaceDir,
    confineToWorkspace: true,
    label: (option) => label(inputName(option)),
  });
  return { mode, config, publish };
}

function inputName(option: SpelledOption): string {
  return INPUT_FOR_OPTION.get(option) ?? option;
}
