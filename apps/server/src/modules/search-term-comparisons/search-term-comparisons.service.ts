import { OFFERS, type SearchTermRecord } from '@marketdesk/contracts/search-term-comparison';
import { isJoinedIdentifier, twoFieldIdentifier } from '@marketdesk/contracts/sku-comparison';
import type { Db } from '../../db/client';
import { bodyInvalid } from '../../platform/errors';
import { resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { SearchTermComparisonsRepository } from './search-term-comparisons.repository';

/**
 * Rules of the search-term comparison: the marketplace is one the caller may read (report scope); on EB and OT
 * marketplaces each retailer SKU is the two identifier fields joined with '|' (spec 02 section 4); a user's
 * history is their own records in the selected client.
 */
export function searchTermComparisonsService(db: Db, repo: SearchTermComparisonsRepository) {
  return {
    async record(ctx: RequestContext, mpId: number, body: SearchTermRecord) {
      const { marketplace } = await resolveScope(db, ctx, { mpId });
      const two = twoFieldIdentifier(marketplace);
      if (two) {
        for (const offer of OFFERS) {
          const field = `${offer}_retailer_sku` as const;
          if (!isJoinedIdentifier(body[field]))
            throw bodyInvalid(field, `Enter both ${two.first} and ${two.second}, joined with '|'`);
        }
      }
      return repo.insert(ctx.clientId, marketplace.pk_mp_id, ctx.user.id, body);
    },

    async history(ctx: RequestContext, start: string, end: string) {
      const { dates, empty } = await resolveScope(db, ctx, { dates: { start, end } });
      if (empty || !dates) return [];
      return repo.ofUser(ctx.clientId, ctx.user.id, dates.start, dates.end);
    },
  };
}

export type SearchTermComparisonsService = ReturnType<typeof searchTermComparisonsService>;
