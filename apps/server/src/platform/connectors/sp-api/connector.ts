import type { Config } from '../../../config';
import { type ConnectorLog, defaultHttpDeps, type HttpDeps } from '../http';
import { spApiEndpoint } from './endpoints';
import { type LwaCredentials, lwaAccessTokens } from './lwa';
import { type ReportsClient, reportsClient } from './reports';

/** What the connector needs of a store: where it sells and its decrypted credentials. */
export interface SpApiStore {
  countryCode: string;
  credentials: LwaCredentials;
}

export interface SpApiConnector {
  reports(store: SpApiStore): ReportsClient;
}

/**
 * The SP-API connector of one process: endpoints from config (SP_API_ENDPOINT, LWA_TOKEN_URL), one token cache
 * for every store, the connector retry policy. Tests pass `http` (fetch, sleep, random) and `now`.
 */
export function spApiConnector(deps: {
  config: Pick<Config, 'SP_API_ENDPOINT' | 'LWA_TOKEN_URL'>;
  log: ConnectorLog;
  http?: Partial<HttpDeps>;
  now?: () => Date;
  maxReportBytes?: number;
}): SpApiConnector {
  const http = defaultHttpDeps(deps.log, deps.http);
  const now = deps.now ?? (() => new Date());
  const tokens = lwaAccessTokens({ http, tokenUrl: deps.config.LWA_TOKEN_URL, now });
  return {
    reports: (store) =>
      reportsClient({
        http,
        tokens,
        credentials: store.credentials,
        endpoint: spApiEndpoint(store.countryCode, deps.config.SP_API_ENDPOINT),
        maxReportBytes: deps.maxReportBytes,
      }),
  };
}
