import type { NodeRuntime } from '../node-runtime.ts';
import { bunCommands } from './bun.ts';
import type { CheckoutCommands, CheckoutKindCommands } from './checkout-step.ts';
import type { CheckoutKind } from './detect-checkout-kind.ts';
import { npmLockedCommands } from './npm-locked.ts';
import { npmUnlockedCommands } from './npm-unlocked.ts';
import { pnpmCommands } from './pnpm.ts';
import { yarnBerryCommands, yarnClassicCommands } from './yarn.ts';

/** Every kind of checkout, by the name detect-checkout-kind.ts gives it: one module each. */
const COMMANDS_BY_KIND: {
  [Kind in CheckoutKind['kind']]: CheckoutKindCommands<Extract<CheckoutKind, { kind: Kind }>>;
} = {
  npm: npmLockedCommands,
  'npm-unlocked': npmUnlockedCommands,
  pnpm: pnpmCommands,
  bun: bunCommands,
  'yarn-classic': yarnClassicCommands,
  'yarn-berry': yarnBerryCommands,
};

/** The install, build and pack steps of a checkout, in its package manager's words. */
export async function checkoutCommands(
  checkoutDir: string,
  manager: CheckoutKind,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): Promise<CheckoutCommands> {
  // The table pairs each kind with its own module; indexed by a union, TypeScript cannot see that.
  const commandsOf = COMMANDS_BY_KIND[manager.kind] as CheckoutKindCommands<CheckoutKind>;
  return commandsOf(checkoutDir, nodeUnderTest, log, manager);
}
