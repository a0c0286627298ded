/**
 * Deterministic synthetic series for tests and benchmarks (seeded; no Math.random).
 */

/** mulberry32: a small seeded generator of uniform numbers in [0, 1). */
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

/** Standard normal draw (Box-Muller). */
export function normal(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** Poisson draw: Knuth's method for small means, a rounded normal approximation above 30. */
export function poisson(rand: () => number, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda > 30) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal(rand)));
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rand();
  while (p > limit) {
    k++;
    p *= rand();
  }
  return k;
}

/** Daily ISO dates from `start`, `n` of them. */
export function dailyDates(start: string, n: number): string[] {
  const t0 = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
}

/** Points {date, value} from consecutive daily values starting at `start`. */
export function toPoints(start: string, values: readonly number[]) {
  const dates = dailyDates(start, values.length);
  return values.map((value, i) => ({ date: dates[i]!, value }));
}

/**
 * One marketplace's daily sales in the demo generator's shape (DESIGN section 7): trend, weekly and yearly
 * shape, promotions, stockouts and noise. Seeded, so tests and benches see the same series every run.
 */
export function marketplaceSales(seed: number, days = 730): { date: string; value: number }[] {
  const rand = seededRandom(seed);
  const level = 200 + 2000 * rand();
  const growth = 0.5 * rand();
  const weekShape = Array.from({ length: 7 }, () => 0.7 + 0.6 * rand());
  const promoEvery = 60 + Math.floor(60 * rand());
  const values: number[] = [];
  let stockout = 0;
  for (let t = 0; t < days; t++) {
    if (stockout === 0 && rand() < 0.004) stockout = 3 + Math.floor(10 * rand());
    const promo = t % promoEvery < 4 ? 1.8 : 1;
    const year = 1 + 0.3 * Math.sin((2 * Math.PI * (t + 300)) / 365.25);
    const mu = level * (1 + (growth * t) / days) * weekShape[t % 7]! * year * promo;
    values.push(stockout > 0 ? 0 : Math.max(0, mu * (1 + 0.15 * normal(rand))));
    if (stockout > 0) stockout--;
  }
  return toPoints('2024-06-01', values);
}
