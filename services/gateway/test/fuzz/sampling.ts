/** A 32-bit hash of a text (FNV-1a), to give each route and role its own reproducible stream. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator, so a failing sample is the same on every run with the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `size` items, chosen by the seed and kept in their original order; all of them when they fit. */
export function sample<T>(items: readonly T[], size: number, seed: number): T[] {
  if (items.length <= size) return [...items];
  const random = seededRandom(seed);
  const indexes = items.map((_item, index) => index);
  for (let i = indexes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes
    .slice(0, size)
    .sort((a, b) => a - b)
    .map((index) => items[index]!);
}
