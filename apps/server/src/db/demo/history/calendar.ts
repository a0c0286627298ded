/** Dates as 'YYYY-MM-DD' strings in UTC, and the demand shape of the demo history. */

const DAY_MS = 86_400_000;

export const toDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number): string => toDay(dayMs(day) + n * DAY_MS);
export const daysBetween = (a: string, b: string): number => Math.round((dayMs(b) - dayMs(a)) / DAY_MS);
/** Today's date in UTC. */
export const utcToday = (): string => toDay(Date.now());

/** Every day from `from` to `to`, both inclusive. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) out.push(toDay(ms));
  return out;
}

/** Calendar months overlapping [from, to], clipped to it. */
export function months(from: string, to: string): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const d = new Date(dayMs(start));
    const end = toDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
    out.push({ from: start, to: end < to ? end : to });
    start = addDays(end, 1);
  }
  return out;
}

const dow = (day: string) => new Date(dayMs(day)).getUTCDay();
const doy = (day: string) => {
  const d = new Date(dayMs(day));
  return Math.floor((dayMs(day) - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY_MS);
};

/** The n-th weekday (0 = Sunday) of a month (0-based), as a day string. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const date = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return toDay(Date.UTC(year, month, date));
}

/** Shoppers buy a little more at the start of the week and less on Fridays. Index by getUTCDay(). */
const WEEKLY = [1.08, 1.06, 1.01, 0.99, 0.96, 0.9, 1.0];

/** A smooth bump centred on day-of-year `centre` (wraps around the year end). */
function bump(day: string, centre: number, width: number, height: number): number {
  let d = Math.abs(doy(day) - centre);
  d = Math.min(d, 365 - d);
  return height * Math.exp(-(d * d) / (2 * width * width));
}

export type SeasonProfile = 'home' | 'sports' | 'beauty';

/** Yearly shape per kind of goods: Q4 peak and January dip; summer outdoor season plus winter gear; gifting peaks. */
export function yearly(day: string, profile: SeasonProfile, category?: string): number {
  const key = `${day}|${profile}|${category ?? ''}`;
  let value = yearlyCache.get(key);
  if (value === undefined) {
    value = yearlyShape(day, profile, category);
    yearlyCache.set(key, value);
  }
  return value;
}

const yearlyCache = new Map<string, number>();

function yearlyShape(day: string, profile: SeasonProfile, category?: string): number {
  const q4 = bump(day, 340, 22, 0.75) + bump(day, 325, 12, 0.25);
  const jan = -bump(day, 20, 15, 0.18);
  if (profile === 'home') return 1 + q4 + jan + bump(day, 250, 20, 0.08);
  if (profile === 'sports') {
    if (category === 'Winter Sports') return 0.45 + bump(day, 345, 35, 1.3) + bump(day, 25, 25, 0.6);
    return 1 + bump(day, 165, 45, 0.45) + bump(day, 5, 10, 0.35) + q4 * 0.5 + jan * 0.3;
  }
  return 1 + q4 * 0.8 + bump(day, 44, 5, 0.3) + bump(day, 130, 6, 0.2) + jan;
}

export const weekly = (day: string): number => WEEKLY[dow(day)]!;

/** Marketplace-wide promotion events: their demand multiplier on a day (1 outside them). */
export function eventLift(day: string, prefix: string): number {
  const year = Number(day.slice(0, 4));
  const thanksgiving = nthWeekday(year, 10, 4, 4);
  const blackFriday = addDays(thanksgiving, 1);
  const cyberMonday = addDays(thanksgiving, 4);
  let lift = 1;
  if (day >= addDays(blackFriday, -3) && day <= cyberMonday) lift = day === blackFriday ? 2.6 : 1.8;
  if (prefix === 'AZ') {
    const primeDay = nthWeekday(year, 6, 2, 2);
    if (day === primeDay || day === addDays(primeDay, 1)) lift = 3.2;
    const fallDeal = nthWeekday(year, 9, 2, 2);
    if (day === fallDeal || day === addDays(fallDeal, 1)) lift = Math.max(lift, 1.9);
  }
  if (prefix === 'NN') {
    // Yellow/White Friday runs most of the second half of November.
    const start = `${year}-11-14`;
    if (day >= start && day <= addDays(start, 14)) lift = Math.max(lift, day === blackFriday ? 2.8 : 1.7);
  }
  if (prefix === 'FK') {
    // A festive "big sale" week early in October.
    const start = nthWeekday(year, 9, 0, 1);
    if (day >= start && day <= addDays(start, 6)) lift = Math.max(lift, 2.7);
  }
  if (prefix === 'TD' || prefix === 'BO' || prefix === 'OT' || prefix === 'EB') {
    if (day.slice(5) >= '12-26' && day.slice(5) <= '12-31') lift = Math.max(lift, 1.3);
  }
  return lift;
}
