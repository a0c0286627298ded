import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { adCampaigns, adGroups, ticketItems, tickets } from '../../db/schema';
import { DEMO_ADGROUP_MASTER_FILE, writeDemoAdgroupMaster } from '.';

let t: TestApp;
let clientId: number;
let profileId: string;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client({ name: 'Acme Home' })).pk_client_id;
  const mp = await t.make.marketplace({ short_code: 'AZ_US', name: 'Amazon US' });
  profileId = (await t.make.profile(clientId, mp.pk_mp_id)).profile_id;
  const ads = await t.make.member(clientId, {
    permissions: ['adgroup_master:create'],
    user: { email: 'ads@acme.demo.marketdesk.dev' },
  });
  await t.make.assign.marketplace(ads.user.id, mp.pk_mp_id);
  await t.make.assign.profile(ads.user.id, { client_id: clientId, profile_id: profileId });
  const key = { client_id: clientId, profile_id: profileId };
  await t.db.insert(adCampaigns).values([
    { ...key, campaign_id: 'C1', campaign_name: 'Kettles', currency_code: 'USD', targeting_type: 'manual' },
    { ...key, campaign_id: 'C2', campaign_name: 'Toasters', currency_code: 'USD', targeting_type: 'auto' },
  ]);
  await t.db.insert(adGroups).values([
    { ...key, ad_group_id: 'G1', campaign_id: 'C1', ad_group_name: 'Kettles Exact' },
    { ...key, ad_group_id: 'G2', campaign_id: 'C1', ad_group_name: 'Kettles Broad', state: 'paused' },
    { ...key, ad_group_id: 'G3', campaign_id: 'C2', ad_group_name: 'Toasters Auto' },
  ]);
});
afterAll(() => t?.close());

describe('the demo ad-group master', () => {
  it("waits in a pending T16 ticket raised through the real upload, once, naming the profile's ad groups", async () => {
    const ticketId = await writeDemoAdgroupMaster({ db: t.db, config: t.config });
    expect(ticketId).toEqual(expect.any(Number));
    expect(await writeDemoAdgroupMaster({ db: t.db, config: t.config })).toBeNull();
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.pk_ticket_id, ticketId!));
    expect(ticket).toMatchObject({ client_id: clientId, fk_ticket_type_id: 'T16', status: 'PENDING' });
    const [item] = await t.db.select().from(ticketItems).where(eq(ticketItems.ticket_id, ticketId!));
    expect(item!.data).toMatchObject({
      data_type: 'adgroup_master',
      file_name: DEMO_ADGROUP_MASTER_FILE,
      profile_id: profileId,
      metadata: { ad_groups: 3, campaigns: 2 },
    });
    // Nothing is written before the approval: no targets yet.
    const groups = await t.db.select().from(adGroups).where(eq(adGroups.client_id, clientId));
    expect(groups.map((g) => g.target_acos)).toEqual([null, null, null]);
  });
});
