import { amazonDomain, channelKey, NON_AMAZON_CHANNEL } from '@marketdesk/contracts/marketplace-registry';
import type { SkipNote } from '../../../platform/uploads';
import type { MarketplaceInfo } from '../targets/context';

/** Why a report line is not written (the answer's `skipped` and the screen say it). */
export const SKIP_REASONS = {
  nonAmazon: 'Multi-channel fulfilment order (Non-Amazon): not a sale of any marketplace.',
  notYours: 'Not one of your marketplaces.',
  several: (names: readonly string[]) =>
    `Several of your marketplaces sell on this channel (${names.join(', ')}): upload the file into one of them.`,
} as const;

export type Route = { mp: MarketplaceInfo } | { skip: SkipNote };

/**
 * Where a line of an Amazon report goes, by its sales channel (`Amazon.co.uk`, `Amazon.de`, ...): a unified
 * European account's report holds every marketplace of the account. A blank channel, or the chosen
 * marketplace's own domain, is the chosen marketplace; another domain is the one of the uploader's AZ
 * marketplaces whose country has it (the registry's AMAZON_DOMAINS); `Non-Amazon` (multi-channel fulfilment)
 * and channels of no marketplace of the uploader are skipped with their reason, as are channels several of them
 * share (unless the client has a store on just one of those: that one; otherwise which is meant cannot be
 * told). Without the uploader's marketplaces (an import of one
 * marketplace's report) every line but `Non-Amazon` goes to the chosen marketplace.
 */
export function channelRouter(
  chosen: MarketplaceInfo,
  mine: readonly MarketplaceInfo[] | undefined,
): (channel: string) => Route {
  const byDomain = new Map<string, MarketplaceInfo[]>();
  for (const mp of mine ?? []) {
    const domain = mp.country_code ? amazonDomain(mp.country_code) : null;
    if (domain) byDomain.set(channelKey(domain), [...(byDomain.get(channelKey(domain)) ?? []), mp]);
  }
  const routes = new Map<string, Route>();
  const decide = (channel: string): Route => {
    const key = channelKey(channel);
    if (key === '') return { mp: chosen };
    if (key === channelKey(NON_AMAZON_CHANNEL))
      return { skip: { sales_channel: channel.trim(), reason: SKIP_REASONS.nonAmazon } };
    if (!mine) return { mp: chosen };
    const found = byDomain.get(key) ?? [];
    if (found.some((m) => m.pk_mp_id === chosen.pk_mp_id)) return { mp: chosen };
    if (found.length === 1) return { mp: found[0]! };
    const stores = found.filter((m) => m.has_store);
    if (stores.length === 1) return { mp: stores[0]! };
    const reason = found.length > 1 ? SKIP_REASONS.several(found.map((m) => m.name)) : SKIP_REASONS.notYours;
    return { skip: { sales_channel: channel.trim(), reason } };
  };
  return (channel) => {
    const key = channelKey(channel);
    const known = routes.get(key);
    if (known) return known;
    const route = decide(channel);
    routes.set(key, route);
    return route;
  };
}
