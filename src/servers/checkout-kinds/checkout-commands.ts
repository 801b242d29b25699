import type { NodeRuntime } from '../node-runtime.ts';
import { bunCommands } from './bun.ts';
import type { CheckoutCommands } from './checkout-step.ts';
import type { CheckoutKind } from './detect-checkout-kind.ts';
import { npmLockedCommands } from './npm-locked.ts';
import { npmUnlockedCommands } from './npm-unlocked.ts';
import { pnpmCommands } from './pnpm.ts';
import { yarnCommands } from './yarn.ts';

/** The install, build and pack steps of a checkout, in its package manager's words. */
export async function checkoutCommands(
  checkoutDir: string,
  manager: CheckoutKind,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): Promise<CheckoutCommands> {
  switch (manager.kind) {
    case 'npm':
      return npmLockedCommands(checkoutDir, nodeUnderTest);
    case 'npm-unlocked':
      return npmUnlockedCommands(checkoutDir, nodeUnderTest, log);
    case 'pnpm':
      return pnpmCommands(checkoutDir, manager, nodeUnderTest, log);
    case 'bun':
      return bunCommands(checkoutDir, manager, nodeUnderTest, log);
    case 'yarn-classic':
      return yarnCommands(checkoutDir, 'classic', manager, nodeUnderTest, log);
    case 'yarn-berry':
      return yarnCommands(checkoutDir, 'berry', manager, nodeUnderTest, log);
  }
}
