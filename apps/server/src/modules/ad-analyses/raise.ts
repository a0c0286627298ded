import { AD_ANALYSIS_DESCRIPTION, adRowKey } from '@marketdesk/contracts/ad-analyses';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { raiseTickets } from '../tickets';
import { t11Items, t12Items, t14Items } from './analyses';
import { type AdProfileRow, adAnalysisFacts } from './facts.repository';

export type AdTicketType = 'T11' | 'T12' | 'T14';

const ITEMS: Record<AdTicketType, (ex: Executor, p: AdProfileRow, today: string) => Promise<object[]>> = {
  T11: t11Items,
  T12: t12Items,
  T14: t14Items,
};

export interface AnalysisOutcome {
  /** Rows the rules flagged. */
  flagged: number;
  /** Of them, rows an open ticket of the type already holds (left out). */
  alreadyOpen: number;
  ticketIds: number[];
}

/** The one brand of all items, else null (a ticket's brand is set where it is meaningful). */
function singleBrand(items: readonly Record<string, unknown>[]): number | null {
  const brands = new Set(items.map((i) => i.brand_id ?? null));
  const [only] = brands;
  return brands.size === 1 && typeof only === 'number' ? only : null;
}

/**
 * Runs one analysis for one profile and raises its automated ticket(s) (creator null, blank creator_name:
 * System; split by 20 by raiseTickets): rows an open (PENDING, INPROGRESS) ticket of the same type already holds
 * for the profile are left out (adRowKey), and with nothing left no ticket is raised. Serialised per client,
 * type and profile so two runs at once cannot both raise the same rows.
 */
export async function runAdAnalysis(
  db: Db,
  type: AdTicketType,
  profile: AdProfileRow,
  today: string,
): Promise<AnalysisOutcome> {
  return db.transaction(async (tx) => {
    await rowsOf(
      tx,
      sql`select pg_advisory_xact_lock(${profile.client_id}::int, hashtext(${`ad_analyses:${type}:${profile.profile_id}`}))`,
    );
    const flagged = (await ITEMS[type](tx, profile, today)) as Record<string, unknown>[];
    const open = new Set(
      (await adAnalysisFacts(tx).openItems(profile.client_id, type, profile.profile_id)).map((r) =>
        adRowKey(type, r.data),
      ),
    );
    const seen = new Set<string>();
    const fresh = flagged.filter((item) => {
      const key = adRowKey(type, item);
      if (open.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const alreadyOpen = flagged.filter((i) => open.has(adRowKey(type, i))).length;
    if (fresh.length === 0) return { flagged: flagged.length, alreadyOpen, ticketIds: [] };
    const ticketIds = await raiseTickets(tx, {
      clientId: profile.client_id,
      typeId: type,
      creatorId: null,
      creatorName: '',
      mpId: profile.mp_id,
      brandId: singleBrand(fresh),
      description: AD_ANALYSIS_DESCRIPTION[type],
      items: fresh,
    });
    return { flagged: flagged.length, alreadyOpen, ticketIds };
  });
}
