/** Marketplace and advertising API connectors: shared HTTP retry policy, one folder per API. */

export * from './ads-api';
export {
  backoffMs,
  ConnectorError,
  type ConnectorLog,
  DEFAULT_RETRY,
  defaultHttpDeps,
  type HttpDeps,
  type RetryPolicy,
  retryAfterMs,
  send,
} from './http';
export * from './sp-api';
