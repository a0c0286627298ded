import type { ProductIdentifier } from '@marketdesk/contracts/marketplace-registry';
import type { Random } from '../prng';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const alnum = (random: Random, n: number): string => {
  let out = '';
  for (let i = 0; i < n; i++) out += ALNUM[random.int(0, 35)];
  return out;
};

/** Poisson draw (Knuth below 30, normal approximation above). */
export function poisson(random: Random, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda < 30) {
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = random.next();
    while (p > limit) {
      k++;
      p *= random.next();
    }
    return k;
  }
  const z = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * z));
}

export function binomial(random: Random, n: number, p: number): number {
  if (n > 60) return Math.max(0, Math.min(n, poisson(random, n * p)));
  let k = 0;
  for (let i = 0; i < n; i++) if (random.next() < p) k++;
  return k;
}

/** Index into cumulative weights `cum` (ascending, last = total) for a uniform draw. */
export function pickIndex(cum: Float64Array, total: number, u: number): number {
  const target = u * total;
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function ean13(random: Random, prefix: string): string {
  const body = prefix + random.digits(12 - prefix.length + 1).slice(1);
  const digits = body.slice(0, 12).split('').map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
  return body.slice(0, 12) + String((10 - (sum % 10)) % 10);
}

/** A plausible product identifier of a marketplace family. */
export function identifierFor(random: Random, kind: ProductIdentifier, country: string): string {
  switch (kind) {
    case 'asin':
      return `B0${alnum(random, 8)}`;
    case 'ean':
      return ean13(random, country === 'NL' ? '87' : country === 'FR' ? '30' : '40');
    case 'barcode':
      return ean13(random, '869');
    case 'item_number':
      return `${random.int(1, 3)}${random.digits(11)}`;
    case 'fsn':
      return alnum(random, 16).replace(/^[0-9]/, 'K');
    case 'zsku':
      return `N${random.digits(8)}${alnum(random, 1).replace(/[0-9]/, 'A')}`;
    case 'product_id':
      return country === 'DE' ? `S0${alnum(random, 6)}` : random.digits(country === 'US' ? 13 : 9);
  }
}

/** Rounds a local price the way shops price: 19.99, 1,299, 24,990. */
export function shelfPrice(amount: number, currency: string): number {
  if (currency === 'CLP') return Math.max(990, Math.round(amount / 1000) * 1000 - 10);
  if (currency === 'INR' || currency === 'TRY') return Math.max(99, Math.round(amount / 10) * 10 - 1);
  return Math.max(2.99, Math.floor(amount) + 0.99);
}

export const cents = (x: number): number => Math.round(x * 100) / 100;
