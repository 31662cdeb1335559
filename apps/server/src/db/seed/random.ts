/**
 * A seeded pseudo-random generator (mulberry32), so the demo and bench data come out the same on
 * every run and in every test. Not for anything secret.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  between: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** A copy of the items in a random order. */
  shuffle: <T>(items: readonly T[]) => T[];
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    pick,
    chance: (probability) => next() < probability,
    shuffle,
  };
}

/** A generator for item `index` of a stream, independent of the items before it. */
export function createRandomForIndex({ seed, index }: { seed: number; index: number }): Random {
  return createRandom(seed ^ Math.imul(index + 1, 0x9e3779b1));
}
