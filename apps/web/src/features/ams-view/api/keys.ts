import type { AmsLevel, AmsQuery } from '@marketdesk/contracts/ams-view';

/** The AMS view's query keys (useTenantQuery adds the client). */
export const amsKeys = {
  all: ['ams-view'] as const,
  sellers: ['ams-view', 'sellers'] as const,
  grid: (level: AmsLevel, q: AmsQuery, adGroupId: string | null, target: string | null) =>
    ['ams-view', level, q, adGroupId, target] as const,
};
