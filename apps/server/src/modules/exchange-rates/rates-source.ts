import { ConnectorError, type HttpDeps, send } from '../../platform/connectors';

/** Units of each currency one US dollar buys, as the source quoted them on `date`. */
export interface UsdRates {
  date: string | null;
  unitsPerUsd: Map<string, number>;
}

const CODE = /^[A-Z]{3}$/;

/**
 * Reads the common JSON shape of public rate services (open.er-api.com, exchangerate.host, frankfurter.app):
 * a `rates` object of units per one unit of the base (`base` or `base_code`), and the day (`date` or
 * `time_last_update_utc`). Rates against another base are turned into units per US dollar.
 */
export function parseRates(body: unknown): UsdRates {
  const b = (body ?? {}) as {
    rates?: unknown;
    base?: unknown;
    base_code?: unknown;
    date?: unknown;
    time_last_update_utc?: unknown;
  };
  if (typeof b.rates !== 'object' || b.rates === null)
    throw new ConnectorError('The rates answer has no rates object', null, 'fetchRates');
  const base = String(b.base ?? b.base_code ?? 'USD').toUpperCase();
  const perBase = new Map<string, number>([[base, 1]]);
  for (const [code, value] of Object.entries(b.rates as Record<string, unknown>)) {
    const n = typeof value === 'number' ? value : Number(value);
    if (CODE.test(code) && Number.isFinite(n) && n > 0) perBase.set(code, n);
  }
  const usd = perBase.get('USD');
  if (!usd) throw new ConnectorError(`The rates answer (base ${base}) has no USD rate`, null, 'fetchRates');
  const unitsPerUsd = new Map([...perBase].map(([code, n]) => [code, n / usd]));
  const day =
    typeof b.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(b.date)
      ? b.date
      : typeof b.time_last_update_utc === 'string' && !Number.isNaN(Date.parse(b.time_last_update_utc))
        ? new Date(b.time_last_update_utc).toISOString().slice(0, 10)
        : null;
  return { date: day, unitsPerUsd };
}

/** Fetches the rates from the configured address, with the connectors' retry policy. */
export async function fetchUsdRates(http: HttpDeps, url: string): Promise<UsdRates> {
  const res = await send(http, 'fetchRates', url, { headers: { accept: 'application/json' } });
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ConnectorError('The rates answer is not JSON', res.status, 'fetchRates');
  }
  return parseRates(body);
}
