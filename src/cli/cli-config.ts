import { buildConfig } from '../config/build-config.ts';
import type { Command, Config } from '../config/config.ts';
import type { RawOptions } from '../config/option-names.ts';
import { BUILT_IN_SCENARIOS_PATH, SERVERS_DIR } from '../repo-paths.ts';
import { serverNames } from '../servers/catalog.ts';

/** The Config of a command typed at a terminal: paths anywhere, options named by their flags. */
export function buildCliConfig(command: Command, raw: RawOptions): Config {
  return buildConfig(raw, {
    command,
    defaultServersDir: SERVERS_DIR,
    defaultScenariosFile: BUILT_IN_SCENARIOS_PATH,
    listServers: serverNames,
    workspaceDir: process.cwd(),
    confineToWorkspace: false,
    label: (option) => `--${option}`,
  });
}
