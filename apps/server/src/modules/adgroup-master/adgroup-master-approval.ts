import { ADGROUP_MASTER_DATA_TYPE, ADGROUP_MASTER_TEXT as TEXT } from '@marketdesk/contracts/adgroup-master';
import type { Tx } from '../../db/facts';
import { chunks } from '../../db/facts/executor';
import type { ApprovalInput, ApprovalOutcome, ApprovalTarget } from '../../platform/approvals';
import { userSkuBrandLimit } from '../../platform/sku-scope';
import { classifyRows, countStates, runUpload } from '../../platform/uploads';
import {
  AD_GROUP_COLUMNS,
  type AdGroupWrite,
  CAMPAIGN_COLUMNS,
  type CampaignWrite,
  type MasterProfile,
  adgroupMasterRepository as repo,
} from './adgroup-master.repository';
import { campaignState, type MasterRecord, masterTarget } from './master-rows';

const KEYS = { campaign: ['profile_id', 'campaign_id'], group: ['profile_id', 'ad_group_id'] } as const;
/** Rows per insert (18 columns: well under PostgreSQL's 65,535 parameters). */
const BATCH = 1000;

const num = (n: number | null) => (n === null ? null : String(n));

/** The campaigns of the file's rows: one per campaign id, its state the most active of its ad groups. */
export function campaignsOf(
  clientId: number,
  p: MasterProfile,
  records: readonly MasterRecord[],
): CampaignWrite[] {
  const by = new Map<string, MasterRecord[]>();
  for (const r of records) by.set(r.campaign_id, [...(by.get(r.campaign_id) ?? []), r]);
  return [...by.values()].map((rows) => {
    const r = rows[0]!;
    return {
      client_id: clientId,
      profile_id: p.profile_id,
      campaign_id: r.campaign_id,
      campaign_name: r.campaign_name,
      state: campaignState(rows),
      budget: num(r.budget),
      currency_code: r.currency_code ?? p.currency_code,
      targeting_type: r.targeting_type,
      fk_brand_id: r.fk_brand_id,
    };
  });
}

/** The ad groups of the file's rows: every master field, keyed by client, profile and ad group id. */
export function adGroupsOf(
  clientId: number,
  p: MasterProfile,
  records: readonly MasterRecord[],
): AdGroupWrite[] {
  return records.map((r) => ({
    client_id: clientId,
    profile_id: p.profile_id,
    ad_group_id: r.ad_group_id,
    campaign_id: r.campaign_id,
    ad_group_name: r.ad_group_name,
    state: r.state,
    fk_brand_id: r.fk_brand_id,
    ad_group_type: r.ad_group_type,
    targeting_type: r.targeting_type,
    target_acos: num(r.target_acos),
    target_ctr: num(r.target_ctr),
    target_conversion: num(r.target_conversion),
    asp: num(r.asp),
    category: r.category,
    subcategory: r.subcategory,
    exact_match_adgroup_name: r.exact_match_adgroup_name,
    product_target_adgroup_name: r.product_target_adgroup_name,
  }));
}

/** Writes the new and changed rows only: the same file accepted again changes nothing. */
async function writeMaster(tx: Tx, clientId: number, p: MasterProfile, records: MasterRecord[]) {
  const campaigns = campaignsOf(clientId, p, records);
  const groups = adGroupsOf(clientId, p, records);
  const cStates = await classifyRows(
    tx,
    { table: 'ad_campaigns', clientId, key: KEYS.campaign, compare: CAMPAIGN_COLUMNS },
    campaigns,
  );
  const gStates = await classifyRows(
    tx,
    { table: 'ad_groups', clientId, key: KEYS.group, compare: AD_GROUP_COLUMNS },
    groups,
  );
  for (const part of chunks(
    campaigns.filter((_, i) => cStates[i] !== 'same'),
    BATCH,
  ))
    await repo.upsertCampaigns(tx, part);
  for (const part of chunks(
    groups.filter((_, i) => gStates[i] !== 'same'),
    BATCH,
  ))
    await repo.upsertAdGroups(tx, part);
  return { campaigns: countStates(cStates), ad_groups: countStates(gStates) };
}

async function bytesOf(input: ApprovalInput): Promise<{ buffer: Buffer; name: string; type: string }> {
  const { file, stream } = await input.files.openFile(input.clientId, input.fileId);
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(Buffer.from(c as Buffer));
  return { buffer: Buffer.concat(parts), name: file.name, type: file.content_type };
}

/** The first listed problems of a refused file, for the row's failed message. */
function refusal(detail: string, errors: { row: number; message: string }[]): string {
  return [detail, ...errors.slice(0, 3).map((e) => `row ${e.row}: ${e.message}`)].join('; ');
}

/**
 * Accept of an ad-group master's T16 row: the stored file goes through the upload pipeline again (the same
 * layout and rules as at upload; brands and ad groups may have changed since, and the approver's brand limit
 * applies) inside the action's savepoint, and its rows become the profile's campaigns (upsert on client,
 * profile and campaign id: name, state, budget, currency, targeting type, brand) and ad groups (upsert on
 * client, profile and ad group id: every master field). Only new and changed rows are written, so accepting
 * the same file again changes nothing.
 */
async function accept(input: ApprovalInput): Promise<ApprovalOutcome> {
  const profileId = String(input.item.profile_id ?? input.metadata.profile_id ?? '');
  // The profile of the upload, whoever accepts (the reviewer need not be assigned to it).
  const p = await repo.profile(input.tx, input.clientId, profileId);
  if (!p) return { ok: false, message: TEXT.profileGone };
  const limit = await userSkuBrandLimit(input.tx, input.userId, input.clientId);
  let written = { campaigns: countStates([]), ad_groups: countStates([]) };
  let rows = 0;
  let campaigns = 0;
  const target = masterTarget({
    key: `adgroup-master-accept:${p.profile_id}`,
    brands: await repo.brands(input.tx, input.clientId, limit),
    foreign: await repo.foreignAdGroups(input.tx, input.clientId, p.profile_id, limit),
    async write(tx, records) {
      written = await writeMaster(tx, input.clientId, p, records);
      rows = records.length;
      campaigns = new Set(records.map((r) => r.campaign_id)).size;
      return written.ad_groups;
    },
  });
  const file = await bytesOf(input);
  const outcome = await runUpload({
    db: input.tx,
    files: input.files,
    target,
    file: { fileName: file.name, contentType: file.type, buffer: file.buffer },
    ctx: {
      clientId: input.clientId,
      userId: input.userId,
      dataType: ADGROUP_MASTER_DATA_TYPE,
      mpId: p.fk_mp_id,
    },
  });
  if (!outcome.ok) return { ok: false, message: refusal(outcome.detail, outcome.errors) };
  return {
    ok: true,
    message: TEXT.accepted(rows, campaigns),
    result: { upload_id: outcome.uploadId, profile_id: p.profile_id, ...written },
  };
}

/** Reject writes nothing: the file stays attached to the ticket, the ad entities are untouched. */
async function reject(): Promise<ApprovalOutcome> {
  return { ok: true, message: TEXT.rejected };
}

/** The 'adgroup_master' approval target of T16, named in the module's description. */
export const ADGROUP_MASTER_APPROVAL: ApprovalTarget = { accept, reject };
