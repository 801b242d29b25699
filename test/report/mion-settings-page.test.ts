import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SETTINGS_PAGE_SERVERS, SETTINGS_PAGE_VARIANTS } from '../../src/config/pages.ts';
import {
  missingSettingsServers,
  renderMionSettingsPage,
  SETTINGS_PAGE_TITLE,
} from '../../src/report/mion-settings-page.ts';
import { buildResults, type ServerProfile } from '../helpers/results-fixture.ts';
import { assertPartsInOrder, assertWholeTables, markdownTables, tableCells } from './markdown-assertions.ts';

// Speeds chosen so that the page order (the list) and the table order (fastest first) differ.
const SPEEDS: Record<string, number> = {
  'http-node': 20_000,
  mion: 15_000,
  'mion-aot': 17_000,
  'mion-stringify-json': 14_000,
  'mion-binary': 9_000,
  'mion-no-context-pool': 14_500,
  'mion-3000': 14_800,
};

function profile(name: string): ServerProfile {
  return {
    name,
    requestsPerSecond: SPEEDS[name]!,
    description: `what ${name} changes`,
    router: name !== 'http-node',
  };
}

function settingsResults(servers: ServerProfile[] = SETTINGS_PAGE_SERVERS.map(profile)) {
  // A run's results: `run` names no subject or reference.
  const results = buildResults({ scenarios: ['hello', 'update-user'], noise: 0, servers });
  delete results.settings.subject;
  delete results.settings.reference;
  return results;
}

/** The published tables of the page, one per scenario (not the tables against plain mion). */
function scenarioTables(page: string): string[][] {
  return markdownTables(page).filter((table) => tableCells(table[0]!).includes('Version'));
}

/** The first cell of every row of each scenario table (header and delimiter rows left out). */
function rowNames(page: string): string[][] {
  return scenarioTables(page).map((table) =>
    table.slice(2).map((row) => tableCells(row)[0]!.replace(/^\*\*(.*)\*\*$/, '$1')),
  );
}

describe('renderMionSettingsPage', () => {
  it('reads each setting against plain mion as the gate does: pairs of processes of one block, with an interval', () => {
    const page = renderMionSettingsPage(settingsResults());
    const against = markdownTables(page).filter((table) => tableCells(table[0]!)[1] === 'Requests/s vs mion');
    assert.equal(against.length, 2, 'one table against plain mion per scenario');
    const aot = against[0]!.map(tableCells).find((cells) => cells[0] === 'mion-aot')!;
    // 17,000 against 15,000 in every block of the noiseless fixture: +13.3%, an interval of no width.
    assert.deepEqual(aot.slice(1), ['+13.3%', '+13.3% to +13.3%', '2']);
    assertPartsInOrder(page, [
      '### Scenario: hello',
      '**Each setting against plain mion**',
      '### Scenario: update-user',
    ]);
  });

  it('has the title, the list of settings, the info, then one table per scenario with every server', () => {
    const page = renderMionSettingsPage(settingsResults());
    assert.ok(page.startsWith(`${SETTINGS_PAGE_TITLE}\n`));
    assertPartsInOrder(page, [
      '- **mion-aot**',
      '## Benchmark Info',
      '### Scenario: hello',
      '### Scenario: update-user',
    ]);
    assertWholeTables(page);
    const expectedRows = [
      'http-node',
      'mion-aot',
      'mion',
      'mion-3000',
      'mion-no-context-pool',
      'mion-stringify-json',
      'mion-binary',
    ];
    assert.deepEqual(rowNames(page), [expectedRows, expectedRows]);
  });

  it('heads the name column "Option" as published, and bolds plain mion only', () => {
    const page = renderMionSettingsPage(settingsResults());
    for (const table of scenarioTables(page)) {
      assert.equal(tableCells(table[0]!)[0], 'Option');
      const bold = table.slice(2).filter((row) => tableCells(row)[0]!.startsWith('**'));
      assert.deepEqual(
        bold.map((row) => tableCells(row)[0]),
        ['**mion**'],
      );
    }
  });

  it('describes every variant in one line, in the order of the page, from its folder description', () => {
    const page = renderMionSettingsPage(settingsResults());
    const opening = page.slice(0, page.indexOf('## Benchmark Info'));
    const lines = opening.split('\n').filter((line) => line.startsWith('- '));
    assert.deepEqual(
      lines,
      SETTINGS_PAGE_VARIANTS.map((name) => `- **${name}**: what ${name} changes`),
    );
  });

  it('names the servers the results lack, and lists no line for them', () => {
    const results = settingsResults(
      SETTINGS_PAGE_SERVERS.filter((name) => name !== 'mion-aot' && name !== 'mion-binary').map(profile),
    );
    assert.deepEqual(missingSettingsServers(results), ['mion-aot', 'mion-binary']);
    const page = renderMionSettingsPage(results);
    assert.match(page, /\*\*Not in these results:\*\* mion-aot, mion-binary\./);
    assert.doesNotMatch(page, /- \*\*mion-aot\*\*/);
    assert.equal(rowNames(page)[0]!.length, SETTINGS_PAGE_SERVERS.length - 2);
    assert.doesNotMatch(renderMionSettingsPage(settingsResults()), /Not in these results/);
  });

  it('keeps a variant that failed the correctness check, with the check’s message in its row', () => {
    const servers = SETTINGS_PAGE_SERVERS.map(profile).map((server): ServerProfile =>
      server.name === 'mion-binary'
        ? {
            ...server,
            status: 'failed',
            failure: { stage: 'check', message: 'answered wrong, never timed: hello: answer is not JSON' },
          }
        : server,
    );
    const results = settingsResults(servers);
    // As the engine leaves a server that failed at start: listed in every scenario, with no round.
    for (const scenario of results.scenarios) scenario.servers.push({ server: 'mion-binary', rounds: [] });
    const page = renderMionSettingsPage(results);
    for (const table of scenarioTables(page)) {
      const row = table.find((line) => tableCells(line)[0] === 'mion-binary');
      assert.ok(row, 'mion-binary keeps its row');
      assert.equal(tableCells(row)[3], 'n/a');
      assert.equal(
        tableCells(row).at(-1),
        'failed at check: answered wrong, never timed: hello: answer is not JSON',
      );
    }
    assert.match(page, /- \*\*mion-binary\*\*: what mion-binary changes/);
  });

  it('says that mion-3000 registers its routes, unlike the published rows, and which options are gone', () => {
    const page = renderMionSettingsPage(settingsResults());
    assert.match(page, /\*\*mion-3000 registers its 3000 extra routes in the router\.\*\*/);
    assert.match(page, /never registered/);
    assert.match(page, /`useCallbacks`, `useAsyncCallContext` and `disableAllReflection`/);
  });

  it('escapes what comes from the results: a description cannot add markup or break the list', () => {
    const servers = SETTINGS_PAGE_SERVERS.map(profile).map((server) =>
      server.name === 'mion-aot'
        ? { ...server, description: '<img src=x> [x](javascript:1)\n- extra' }
        : server,
    );
    const page = renderMionSettingsPage(settingsResults(servers));
    const line = page.split('\n').find((text) => text.startsWith('- **mion-aot**'));
    assert.equal(line, '- **mion-aot**: &lt;img src=x&gt; \\[x\\](javascript:1) - extra');
    assert.doesNotMatch(page, /^- extra/m);
    assertWholeTables(page);
  });
});
