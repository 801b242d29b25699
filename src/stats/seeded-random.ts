/**
 * A reproducible random source: the boundary of the sequential looks (sequential-boundary.ts) is
 * computed by simulation, and must come out the same on every run; simulation tests use it too.
 */
export interface SeededRandom {
  /** Uniform on [0, 1). */
  uniform(): number;
  /** Standard normal. */
  normal(): number;
}

/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit generator, ample for simulations of a few
 * thousand experiments. Normals by the Box–Muller transform (Box & Muller, Ann. Math. Statist. 29, 1958).
 */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (): number => {
    // 1 - u keeps the logarithm's argument in (0, 1].
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    return radius * Math.cos(2 * Math.PI * uniform());
  };
  return { uniform, normal };
}

/** One element of a non-empty list, each equally likely. */
export function pickOne<T>(random: SeededRandom, list: readonly T[]): T {
  return list[Math.floor(random.uniform() * list.length)]!;
}
