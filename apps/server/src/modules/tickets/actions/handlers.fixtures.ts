import { tmpdir } from 'node:os';
/** Test helpers of the row-action handler tests: an advertising profile with a campaign, ad groups, targets. */
import type { TestApp } from '../../../../test/helper';
import type { Db } from '../../../db/client';
import { adCampaigns, adGroups, adProducts, adTargets } from '../../../db/schema';
import { fileStorageFor, filesService } from '../../../platform/files';
import type { ActionContext } from './registry';
import './handlers';

export async function adsSetup(t: TestApp) {
  const mp = await t.make.marketplace();
  const clientId = (await t.make.client()).pk_client_id;
  const other = (await t.make.client()).pk_client_id;
  const profile = await t.make.profile(clientId, mp.pk_mp_id);
  const theirs = await t.make.profile(other, mp.pk_mp_id);
  const p = profile.profile_id;
  await t.db.insert(adCampaigns).values([
    { client_id: clientId, profile_id: p, campaign_id: 'C1', campaign_name: 'Camp 1', currency_code: 'USD' },
    {
      client_id: other,
      profile_id: theirs.profile_id,
      campaign_id: 'C1',
      campaign_name: 'X',
      currency_code: 'USD',
    },
  ]);
  await t.db.insert(adGroups).values([
    { client_id: clientId, profile_id: p, campaign_id: 'C1', ad_group_id: 'G1', ad_group_name: 'Kettles' },
    {
      client_id: clientId,
      profile_id: p,
      campaign_id: 'C1',
      ad_group_id: 'G2',
      ad_group_name: 'Toasters',
      exact_match_adgroup_name: 'Toasters Exact',
    },
    {
      client_id: clientId,
      profile_id: p,
      campaign_id: 'C1',
      ad_group_id: 'G3',
      ad_group_name: 'Toasters Exact',
    },
    {
      client_id: clientId,
      profile_id: p,
      campaign_id: 'C1',
      ad_group_id: 'G4',
      ad_group_name: 'Irons',
      exact_match_adgroup_name: 'Gone',
    },
    {
      client_id: other,
      profile_id: theirs.profile_id,
      campaign_id: 'C1',
      ad_group_id: 'G9',
      ad_group_name: 'Theirs',
    },
  ]);
  await t.db.insert(adTargets).values([
    {
      client_id: clientId,
      profile_id: p,
      target_id: 'T1',
      ad_group_id: 'G1',
      campaign_id: 'C1',
      target: 'kettle',
      target_type: 'keyword',
      match_type: 'broad',
      bid: '0.80',
    },
    {
      client_id: other,
      profile_id: theirs.profile_id,
      target_id: 'T9',
      ad_group_id: 'G9',
      campaign_id: 'C1',
      target: 'x',
      target_type: 'keyword',
      match_type: 'broad',
      bid: '0.80',
    },
  ]);
  await t.db.insert(adProducts).values([
    { client_id: clientId, profile_id: p, ad_id: 'AD1', ad_group_id: 'G1', campaign_id: 'C1', asin: 'B0AD1' },
    {
      client_id: other,
      profile_id: theirs.profile_id,
      ad_id: 'AD9',
      ad_group_id: 'G9',
      campaign_id: 'C1',
      asin: 'B0AD9',
    },
  ]);
  return { clientId, other, mpId: mp.pk_mp_id, profileId: p, theirProfile: theirs.profile_id };
}

let n = 0;
/** A handler's context on `tx`; a fresh item number per call so generated ids never collide. */
export function actionContext(
  tx: Db,
  o: {
    clientId: number;
    typeId: ActionContext['ticket']['fk_ticket_type_id'];
    action: string;
    data: Record<string, unknown>;
    editable?: Record<string, unknown>;
    ticketId?: number;
    itemNo?: number;
    userId?: number;
    commentTexts?: string[];
    /** Stored files; by default a storage of the test's own under the temp directory. */
    files?: ActionContext['files'];
  },
): ActionContext {
  return {
    tx,
    clientId: o.clientId,
    userId: o.userId ?? 0,
    ticket: {
      pk_ticket_id: o.ticketId ?? 900_000,
      fk_ticket_type_id: o.typeId,
      description: '',
      commentTexts: o.commentTexts ?? [],
    },
    item: { item_no: o.itemNo ?? ++n, data: o.data },
    action: o.action,
    editable: o.editable ?? {},
    files: o.files ?? ((on) => filesService({ db: on, storage: fileStorageFor({ DATA_DIR: tmpdir() }) })),
  };
}
