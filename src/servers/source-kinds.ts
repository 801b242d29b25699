import type { MionSource } from '../config/config.ts';
import type { RecordedSource } from '../results/results-types.ts';
import { packCheckout } from './checkout-source.ts';
import { readCheckoutState } from './git-checkout.ts';
import { recordTarball } from './recorded-source.ts';
import type { NodeRuntime } from './node-runtime.ts';
import { selectTarballs } from './tarball-source.ts';

/** What one source gives a server folder's `npm install --no-save`. */
export interface SourcePackages {
  /** The packages added on purpose: the wanted ones, and the workspace packages they need. */
  names: string[];
  /** What npm is given: `name@version` from the registry, or .tgz files. */
  specs: string[];
  /** The checkout's commit, for the label. */
  commit?: string;
  /** The source, precisely enough to build again (the registry's is known after the install). */
  recorded?: RecordedSource;
}

/** The one interface of a kind of source: the packages `wanted` (pinned at `pinned` in the folder). */
type PackagesOfKind<Source> = (
  source: Source,
  wanted: string[],
  pinned: Record<string, string>,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
) => Promise<SourcePackages>;

/** npm:<version>: the registry's packages, at the given version or the folder's pinned one. */
const registryPackages: PackagesOfKind<{ version?: string }> = async (source, wanted, pinned) => ({
  names: wanted,
  specs: wanted.map((name) => `${name}@${source.version ?? pinned[name]}`),
});

/** path:<checkout>: built and packed by the checkout's package manager; its commit recorded when clean. */
const checkoutPackages: PackagesOfKind<{ dir: string }> = async (source, wanted, _pinned, node, log) => {
  const { names, tarballs } = await packCheckout(source.dir, wanted, node, log);
  const state = await readCheckoutState(source.dir);
  if (state.commit === undefined) {
    log(`${source.dir}: no git commit to record (${state.why})`);
    return { names, specs: tarballs };
  }
  if (!state.clean) log(`${source.dir}: git commit not recorded as rebuildable: ${state.changes}`);
  const recorded: RecordedSource | undefined = state.clean
    ? { kind: 'git', commit: state.commit }
    : undefined;
  return { names, specs: tarballs, commit: state.commit, ...(recorded ? { recorded } : {}) };
};

/** tarballs:<dir>: the .tgz files there, recorded by name and hash. */
const tarballPackages: PackagesOfKind<{ dir: string }> = async (source, wanted) => {
  const { names, tarballs } = await selectTarballs(source.dir, wanted);
  return {
    names,
    specs: tarballs,
    recorded: { kind: 'tarballs', dir: source.dir, files: tarballs.map(recordTarball) },
  };
};

const PACKAGES_BY_KIND: {
  [Kind in MionSource['kind']]: PackagesOfKind<Extract<MionSource, { kind: Kind }>>;
} = {
  npm: registryPackages,
  path: checkoutPackages,
  tarballs: tarballPackages,
};

/** The packages of `source` a server folder installs; each kind of source is one entry above. */
export function sourcePackages(
  source: MionSource,
  wanted: string[],
  pinned: Record<string, string>,
  nodeUnderTest: NodeRuntime,
  log: (line: string) => void,
): Promise<SourcePackages> {
  // The table pairs each kind with its own reader; indexed by a union, TypeScript cannot see that.
  const packagesOf = PACKAGES_BY_KIND[source.kind] as PackagesOfKind<MionSource>;
  return packagesOf(source, wanted, pinned, nodeUnderTest, log);
}
