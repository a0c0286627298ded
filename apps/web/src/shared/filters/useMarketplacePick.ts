import type { MarketplaceUserView } from '@marketdesk/contracts';
import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { useMemo, useState } from 'react';
import { useMarketplaces } from '../reference/marketplaces';

/** Which of the user's marketplaces a screen offers (its rule; module-level, so the list is stable). */
export type MarketplaceRule = (mp: MarketplaceUserView) => boolean;

/** Marketplaces of these families (short-code prefixes, e.g. AZ and NN). */
export const ofFamilies =
  (...prefixes: string[]): MarketplaceRule =>
  (mp) =>
    prefixes.includes(prefixOf(mp.short_code) ?? '');

/**
 * One marketplace chosen from the user's marketplaces that a screen's rule allows. The options are handed to
 * MarketplaceSelect, which lists them by name with their flag; `find` reads an id back (e.g. the viewed one).
 */
export function useMarketplacePick(rule: MarketplaceRule) {
  const query = useMarketplaces();
  const [mpId, setMpId] = useState<number | null>(null);
  const options = useMemo(() => (query.data ?? []).filter(rule), [query.data, rule]);
  const find = (id: number | null) => options.find((m) => m.pk_mp_id === id) ?? null;
  return { query, options, mpId, setMpId, mp: find(mpId), find };
}

export type MarketplacePick = ReturnType<typeof useMarketplacePick>;
