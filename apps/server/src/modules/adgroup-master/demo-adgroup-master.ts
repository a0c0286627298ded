import { ADGROUP_MASTER_COLUMNS } from '@marketdesk/contracts/adgroup-master';
import { resolvePermissions } from '@marketdesk/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { filesFor } from '../../platform/files';
import { type AuthUser, identityRepository } from '../../platform/identity.repository';
import { xlsxBuffer } from '../../platform/spreadsheets';
import { adgroupMasterService } from './adgroup-master.service';

export const DEMO_ADGROUP_MASTER_UPLOADER = 'ads@acme.demo.marketdesk.dev';
export const DEMO_ADGROUP_MASTER_FILE = 'AdGroup_Master_Demo.xlsx';
/** Ad groups the demo file sets targets for. */
const DEMO_GROUPS = 8;

interface DemoGroup {
  ad_group_id: string;
  ad_group_name: string;
  brand_name: string | null;
  campaign_name: string;
  campaign_id: string;
  state: string;
  budget: string | null;
  currency_code: string;
  ad_group_type: string | null;
  targeting_type: string | null;
}

/**
 * One ad-group master of the demo waiting for approval: the Acme Home account manager uploads, through the real
 * upload (file stored, rows validated, T16 ticket raised), the first ad groups of their first AZ profile with
 * target ACOS, CTR and conversion, so a reviewer can accept it and see the targets in the AdGroups grid (and
 * the T11 analysis aim at them). Runs after the demo history (its ad groups); does nothing without that user,
 * without ad groups, or when the file was uploaded before.
 */
export async function writeDemoAdgroupMaster(deps: {
  db: Db;
  config: Pick<Config, 'DATA_DIR'>;
}): Promise<number | null> {
  const { db } = deps;
  const [who] = await rowsOf<AuthUser & { client_id: number }>(
    db,
    sql`select u.id, u.email, u.first_name, u.last_name, u.is_sa, u.is_active, c.pk_client_id as client_id
      from users u
      join memberships m on m.user_id = u.id join clients c on c.pk_client_id = m.client_id
      where u.email = ${DEMO_ADGROUP_MASTER_UPLOADER} and c.name = 'Acme Home'`,
  );
  if (!who) return null;
  const [done] = await rowsOf<{ id: number }>(
    db,
    sql`select id from files where client_id = ${who.client_id}::int and name = ${DEMO_ADGROUP_MASTER_FILE} limit 1`,
  );
  if (done) return null;
  const [profile] = await rowsOf<{ profile_id: string }>(
    db,
    sql`select sp.profile_id from user_profiles up
      join seller_profiles sp on sp.client_id = up.client_id and sp.profile_id = up.profile_id
      join marketplaces m on m.pk_mp_id = sp.fk_mp_id
      where up.user_id = ${who.id}::int and up.client_id = ${who.client_id}::int and m.short_code like 'AZ%'
        and exists (select 1 from ad_groups g where g.client_id = sp.client_id and g.profile_id = sp.profile_id)
      order by m.name, sp.profile_id limit 1`,
  );
  if (!profile) return null;
  const groups = await rowsOf<DemoGroup>(
    db,
    sql`select g.ad_group_id, g.ad_group_name, b.brand_name, c.campaign_name, c.campaign_id, g.state,
          c.budget::text as budget, c.currency_code, g.ad_group_type, c.targeting_type
      from ad_groups g
      join ad_campaigns c on c.client_id = g.client_id and c.profile_id = g.profile_id and c.campaign_id = g.campaign_id
      left join brands b on b.pk_brand_id = coalesce(g.fk_brand_id, c.fk_brand_id)
      where g.client_id = ${who.client_id}::int and g.profile_id = ${profile.profile_id}
      order by c.campaign_id, g.ad_group_id`,
  );
  // Whole campaigns only (a campaign's rows must agree), up to about DEMO_GROUPS ad groups.
  const campaigns = [...new Set(groups.map((g) => g.campaign_id))];
  const chosen: DemoGroup[] = [];
  for (const c of campaigns) {
    if (chosen.length >= DEMO_GROUPS) break;
    chosen.push(...groups.filter((g) => g.campaign_id === c));
  }
  if (chosen.length === 0) return null;

  const { client_id: clientId, ...user } = who;
  const grants = await identityRepository(db).grants(user.id, clientId);
  const ctx = { user, clientId, permissions: resolvePermissions({ ...grants, isSuperAdmin: false }) };
  // Targets by position: ACOS 18-32 %, CTR 0.3-0.6 %, conversion 8-15 %.
  const rows = chosen.map((g, i) => [
    g.ad_group_id,
    g.ad_group_name,
    g.brand_name ?? '',
    g.campaign_name,
    g.campaign_id,
    g.state,
    g.budget === null ? '' : Number(g.budget),
    g.currency_code,
    g.ad_group_type ?? 'keyword',
    g.targeting_type ?? '',
    [0.18, 0.22, 0.25, 0.28, 0.32][i % 5]!,
    [0.003, 0.004, 0.005, 0.006][i % 4]!,
    [0.08, 0.1, 0.12, 0.15][i % 4]!,
    [19.99, 24.99, 34.5][i % 3]!,
    'Home & Kitchen',
    ['Kitchen', 'Storage', 'Decor'][i % 3]!,
    `${g.ad_group_name} - Exact`,
    `${g.ad_group_name} - PT`,
  ]);
  const buffer = await xlsxBuffer({
    sheets: [{ name: 'AdGroup Master', columns: ADGROUP_MASTER_COLUMNS.map((header) => ({ header })), rows }],
  });
  const outcome = await adgroupMasterService({ db, files: filesFor(deps) }).upload(ctx, {
    fields: { profile_id: profile.profile_id },
    file: {
      fileName: DEMO_ADGROUP_MASTER_FILE,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    },
  });
  return outcome.ok ? outcome.ticket_id : null;
}
