import type { PartnerSkusQuery, PartnerViewQuery } from '@marketdesk/contracts/partner-view';

/** The partner view's query keys (useTenantQuery adds the client). */
export const partnerKeys = {
  all: ['partner-view'] as const,
  summary: (q: PartnerViewQuery) => ['partner-view', 'summary', q] as const,
  marketplaces: (q: PartnerViewQuery) => ['partner-view', 'marketplaces', q] as const,
  skus: (q: PartnerSkusQuery) => ['partner-view', 'skus', q] as const,
};
