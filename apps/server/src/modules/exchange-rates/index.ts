import type { ServerModule } from '../../platform/module';
import { exchangeRatesJobs } from './jobs';

export { EXCHANGE_RATES_JOB, exchangeRatesJobs } from './jobs';
export { parseRates } from './rates-source';

/** The dashboard's daily exchange rates, fetched by a scheduled job (no routes). */
export const exchangeRates: ServerModule = {
  name: 'exchange-rates',
  scheduledJobs: ({ db, config, log }) => exchangeRatesJobs({ db, config, log }),
};
