/** FNV-1a hash of a text to 32 bits: stable seeds for the generator and the simulator. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, deterministic generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pickWeighted<T>(items: readonly T[], weight: (item: T) => number, u: number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let at = u * total;
  for (const item of items) {
    at -= weight(item);
    if (at < 0) return item;
  }
  return items[items.length - 1]!;
}
