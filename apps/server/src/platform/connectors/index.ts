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
export {
  type ReportAccountsRunner,
  type ReportConnectorDeps,
  type ReportTasks,
  reportJobs,
  reportTasks,
} from './report-jobs';
export {
  type PendingDecision,
  patchColumns,
  type RemoteState,
  type ReportConnector,
  type ReportImportOutcome,
  type ReportLifecycle,
  type ReportPatch,
  type ReportStep,
  type ReportStore,
  type RequestedReport,
  reportLifecycle,
} from './report-lifecycle';
export * from './sp-api';
