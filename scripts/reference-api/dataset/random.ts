/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same dataset, fast. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen with probability proportional to its weight. */
  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** `count` distinct integers of [0, size), in random order. */
  sample(size: number, count: number): number[];
}

/** Creates a generator from an integer seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() needs a non-empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let point = next() * total;
      for (const item of items) {
        point -= weightOf(item);
        if (point < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('pickWeighted() needs a non-empty list');
      return last;
    },
    sample(size: number, count: number): number[] {
      const wanted = Math.min(size, Math.max(0, count));
      // Few picks from a large range (the usual case): rejection; otherwise a partial shuffle.
      if (wanted * 4 < size) {
        const chosen = new Set<number>();
        while (chosen.size < wanted) chosen.add(Math.floor(next() * size));
        return [...chosen];
      }
      const all = Array.from({ length: size }, (_, i) => i);
      for (let i = 0; i < wanted; i++) {
        const j = i + Math.floor(next() * (size - i));
        [all[i], all[j]] = [all[j] as number, all[i] as number];
      }
      return all.slice(0, wanted);
    },
  };
}

/** Splits `total` into parts proportional to `weights` that add up exactly (largest remainder). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w / sum) * total);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left--;
  }
  return parts;
}
