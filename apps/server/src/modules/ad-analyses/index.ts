import type { ServerModule } from '../../platform/module';
import { adAnalysesJobs } from './jobs';

export { AD_ANALYSIS_TASKS, adAnalysesJobs, dispatcherName, workerName } from './jobs';
export { type AdTicketType, type AnalysisOutcome, runAdAnalysis } from './raise';

/**
 * Advertising analyses that raise T11, T12 and T14 tickets (issue 21 item 5): scheduled jobs only (no routes);
 * the super admin sees and steers them in the jobs console.
 */
export const adAnalyses: ServerModule = {
  name: 'ad-analyses',
  scheduledJobs: ({ db }) => adAnalysesJobs({ db }),
};
