import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildConfig, type BuildConfigContext } from '../../src/config/build-config.ts';
import { DEFAULT_SERVERS } from '../../src/config/config.ts';
import { SETTINGS_PAGE_SERVERS } from '../../src/config/pages.ts';
import { UserInputError } from '../../src/user-input-error.ts';
import { BUILT_IN_SCENARIOS_PATH, SERVERS_DIR } from '../../src/repo-paths.ts';
import { serverNames } from '../../src/servers/catalog.ts';

function context(knownServers: string[]): BuildConfigContext {
  return {
    command: 'run',
    defaultServersDir: '/servers',
    defaultScenariosFile: BUILT_IN_SCENARIOS_PATH,
    listServers: () => knownServers,
    workspaceDir: '/work',
    confineToWorkspace: false,
    label: (option) => `--${option}`,
  };
}

describe('--page settings', () => {
  it('runs exactly the servers of the page, and the results page keeps the default list', () => {
    const known = [...new Set([...DEFAULT_SERVERS, ...SETTINGS_PAGE_SERVERS])];
    const settings = buildConfig({ page: 'settings', markdown: 'page.md' }, context(known));
    assert.equal(settings.page, 'settings');
    assert.deepEqual(settings.load.servers, SETTINGS_PAGE_SERVERS);
    const results = buildConfig({ markdown: 'page.md' }, context(known));
    assert.equal(results.page, 'results');
    assert.deepEqual(results.load.servers, DEFAULT_SERVERS);
  });

  it('names the server folder the page needs and the servers folder lacks', () => {
    const known = SETTINGS_PAGE_SERVERS.filter((name) => name !== 'mion-aot');
    assert.throws(
      () => buildConfig({ page: 'settings', markdown: 'page.md' }, context(known)),
      (error: unknown) =>
        error instanceof UserInputError &&
        /^--page: unknown server "mion-aot" in \/servers/.test(error.message),
    );
  });

  it("finds every server of the page in this tool's own servers folder", () => {
    const known = serverNames(SERVERS_DIR);
    assert.deepEqual(
      SETTINGS_PAGE_SERVERS.filter((name) => !known.includes(name)),
      [],
    );
  });
});
