import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adGroups, adNegativeKeywords, adProducts, adTargets } from '../../db/schema';

/** The advertising keys of a T11 row: the client, the profile, and the target, ad group and term it names. */
export interface AdKeys {
  clientId: number;
  profileId: string;
  targetId: string;
  adGroupId: string;
  term: string;
}

export type AdGroup = typeof adGroups.$inferSelect;

/** The queries T11's actions make on the advertising entities of one profile (on the action's transaction). */
export function adEntities(tx: Db, k: AdKeys) {
  const inProfile = (t: typeof adTargets | typeof adGroups | typeof adNegativeKeywords) =>
    and(eq(t.client_id, k.clientId), eq(t.profile_id, k.profileId));
  /** The exact keyword target of the term in an ad group (case ignored). */
  const keywordIn = (adGroupId: string) =>
    and(
      inProfile(adTargets),
      eq(adTargets.ad_group_id, adGroupId),
      eq(adTargets.target_type, 'keyword'),
      eq(adTargets.match_type, 'exact'),
      sql`lower(${adTargets.target}) = lower(${k.term})`,
    );
  return {
    async target() {
      const [row] = await tx
        .select()
        .from(adTargets)
        .where(and(inProfile(adTargets), eq(adTargets.target_id, k.targetId)));
      return row;
    },
    async group(id = k.adGroupId) {
      const [row] = await tx
        .select()
        .from(adGroups)
        .where(and(inProfile(adGroups), eq(adGroups.ad_group_id, id)));
      return row;
    },
    /** An ad group of the profile by name (the exact-match ad group), the source campaign's first. */
    async groupNamed(name: string, campaignId: string) {
      const [row] = await tx
        .select()
        .from(adGroups)
        .where(and(inProfile(adGroups), sql`lower(trim(${adGroups.ad_group_name})) = lower(${name})`))
        .orderBy(sql`${adGroups.campaign_id} = ${campaignId} desc`, adGroups.ad_group_id)
        .limit(1);
      return row;
    },
    updateTarget: (set: Partial<typeof adTargets.$inferInsert>) =>
      tx
        .update(adTargets)
        .set(set)
        .where(and(inProfile(adTargets), eq(adTargets.target_id, k.targetId))),
    /** The term's exact negative keyword in the ad group, if there is one. */
    async negativeExact(adGroupId: string) {
      const [row] = await tx
        .select({ id: adNegativeKeywords.keyword_id })
        .from(adNegativeKeywords)
        .where(
          and(
            inProfile(adNegativeKeywords),
            eq(adNegativeKeywords.ad_group_id, adGroupId),
            eq(adNegativeKeywords.match_type, 'negativeExact'),
            sql`lower(${adNegativeKeywords.keyword_text}) = lower(${k.term})`,
          ),
        );
      return row;
    },
    insertNegative: (values: typeof adNegativeKeywords.$inferInsert) =>
      tx.insert(adNegativeKeywords).values(values),
    async keywordTarget(adGroupId: string) {
      const [row] = await tx.select({ id: adTargets.target_id }).from(adTargets).where(keywordIn(adGroupId));
      return row;
    },
    updateKeyword: (adGroupId: string, set: Partial<typeof adTargets.$inferInsert>) =>
      tx.update(adTargets).set(set).where(keywordIn(adGroupId)),
    insertTarget: (values: typeof adTargets.$inferInsert) => tx.insert(adTargets).values(values),
  };
}
export type AdEntities = ReturnType<typeof adEntities>;

/** One ad product of a profile (T12's row): its state, and pausing it. */
export function adProduct(tx: Db, clientId: number, profileId: string, adId: string) {
  const where = and(
    eq(adProducts.client_id, clientId),
    eq(adProducts.profile_id, profileId),
    eq(adProducts.ad_id, adId),
  );
  return {
    async state(): Promise<string | null | undefined> {
      const [row] = await tx.select({ state: adProducts.state }).from(adProducts).where(where);
      return row ? row.state : undefined;
    },
    pause: () => tx.update(adProducts).set({ state: 'paused' }).where(where),
  };
}
