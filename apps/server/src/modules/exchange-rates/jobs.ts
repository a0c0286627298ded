import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type ConnectorLog, defaultHttpDeps, type HttpDeps } from '../../platform/connectors';
import { defineJob, RETRY, type ScheduledJob } from '../../platform/scheduler';
import { exchangeRatesRepository } from './exchange-rates.repository';
import { fetchUsdRates } from './rates-source';

export const EXCHANGE_RATES_JOB = 'exchange_rates.Worker.fetch_daily_rates';

export interface ExchangeRatesDeps {
  db: Db;
  config: Pick<Config, 'EXCHANGE_RATES_URL'>;
  log: ConnectorLog;
  /** Tests pass HTTP deps without waits and a clock. */
  http?: HttpDeps;
  now?: () => Date;
}

/**
 * The dashboard's daily rates (DESIGN section 9): today's USD rates from EXCHANGE_RATES_URL for every currency
 * in use, the last known rate carried forward for any the source leaves out. Off without a source: the stored
 * rates (the demo's generated ones) stay as they are, and the console says so.
 */
export function exchangeRatesJobs(deps: ExchangeRatesDeps): ScheduledJob[] {
  const repo = exchangeRatesRepository(deps.db);
  return [
    defineJob({
      name: EXCHANGE_RATES_JOB,
      description:
        "Fetches today's exchange rates against the US dollar for every currency in use (dashboard currency conversion).",
      schedule: '15 6 * * *',
      retry: RETRY.remote(10 * 60),
      offReason: async () =>
        deps.config.EXCHANGE_RATES_URL
          ? null
          : 'EXCHANGE_RATES_URL is not set, so no rates are fetched; the stored rates (in the demo, generated ones) are used',
      async run(ctx) {
        const url = deps.config.EXCHANGE_RATES_URL!;
        const rates = await fetchUsdRates(deps.http ?? defaultHttpDeps(deps.log), url);
        const day = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
        const currencies = await repo.currenciesInUse();
        const done = await repo.writeDay(day, rates.unitsPerUsd, currencies);
        ctx.log.info({ day, ...done, quotedOn: rates.date }, 'exchange rates written');
        return `${done.written} rate(s) for ${day} written (quoted ${rates.date ?? 'undated'}), ${done.carried} carried forward`;
      },
    }),
  ];
}
