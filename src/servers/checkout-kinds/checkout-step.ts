import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NodeRuntime } from '../node-runtime.ts';

/** One command of a checkout build, with what the log shows for it. */
export interface CheckoutStep {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  shown: string;
}

/**
 * The same steps in each package manager's words: install, build one package, pack one. Every
 * kind of checkout (detect-checkout-kind.ts) has a module in this folder that returns these.
 */
export interface CheckoutCommands {
  /** Where the steps run: the checkout itself, or a copy of it (npm without a lockfile). */
  workDir: string;
  /** Folder patterns of the workspace ("packages/*"), from the manager's own workspace file. */
  workspacePatterns: string[];
  install: CheckoutStep;
  /** The install is needed only to build: a checkout with nothing to build is packed as it is. */
  installOnlyToBuild: boolean;
  /** Runs just before the install (npm without a lockfile seeds it from the other side's). */
  prepareInstall?: () => void;
  build(name: string, packageDir: string): CheckoutStep;
  pack(name: string, packageDir: string, destinationDir: string): CheckoutStep;
}

/**
 * The one interface of a kind of checkout: its steps for one checkout, on the Node under test.
 * `manager` is what detect-checkout-kind.ts found (the tool's version, where one is fetched).
 */
export type CheckoutKindCommands<Manager> = (
  checkoutDir: string,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
  manager: Manager,
) => CheckoutCommands | Promise<CheckoutCommands>;

/** The "workspaces" of package.json (npm, yarn and bun read the same field), as a list of patterns. */
export function packageJsonWorkspacePatterns(checkoutDir: string): string[] {
  const root = JSON.parse(readFileSync(join(checkoutDir, 'package.json'), 'utf8')) as {
    workspaces?: string[] | { packages?: string[] };
  };
  return Array.isArray(root.workspaces) ? root.workspaces : (root.workspaces?.packages ?? []);
}
