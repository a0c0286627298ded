import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  searchTermXlsx,
  targetingRows,
  targetingXlsx,
  termRows,
} from '../../../../test/fixtures/ams-console';
import { useConsoleApp } from '../../../../test/fixtures/ams-console-app';
import { pgArray, rowsOf } from '../../../db/facts/executor';
import { todayUtc } from '../../../platform/report-dates';
import { xlsxBuffer } from '../../../platform/spreadsheets/xlsx-download';
import { runAdAnalysis } from '../../ad-analyses';

/** Bulk files (2019 and today's layout) for a profile the reports fed first. */
const c = useConsoleApp();

beforeAll(async () => {
  // The entities of the search term and targeting reports, which the bulk file finds by name.
  const terms = termRows();
  expect((await c.upload('st.xlsx', await searchTermXlsx(terms))).statusCode).toBe(200);
  expect((await c.upload('tg.xlsx', await targetingXlsx(targetingRows(terms)))).statusCode).toBe(200);
}, 60_000);

describe('bulk files', () => {
  const BULK_2019 = [
    'Record ID',
    'Record Type',
    'Campaign ID',
    'Campaign',
    'Campaign Daily Budget',
    'Portfolio ID',
    'Campaign Start Date',
    'Campaign End Date',
    'Campaign Targeting Type',
    'Ad Group',
    'Max Bid',
    'Keyword or Product Targeting',
    'Product Targeting ID',
    'Match Type',
    'SKU',
    'Campaign Status',
    'Ad Group Status',
    'Status',
    'Impressions',
    'Clicks',
    'Spend',
    'Orders',
    'Total Units',
    'Sales',
    'ACoS',
    'Bidding strategy',
    'Placement Type',
    'Increase bids by placement',
  ];
  const row2019 = (o: Record<string, string>) => BULK_2019.map((h) => o[h] ?? '');

  it('2019 layout (every cell text): budgets, states and bids of the entities the reports created', async () => {
    const rows = [
      row2019({
        'Record ID': '111',
        'Record Type': 'Campaign',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Campaign Daily Budget': '25',
        'Campaign Start Date': '01/15/2026',
        'Campaign Targeting Type': 'Manual',
        'Campaign Status': 'enabled',
        Impressions: '1000',
        'Bidding strategy': 'Dynamic bidding (down only)',
      }),
      row2019({
        'Record Type': 'Campaign By Placement',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Placement Type': 'Top of search (page 1)',
        'Increase bids by placement': '50%',
      }),
      row2019({
        'Record ID': '222',
        'Record Type': 'Ad Group',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        'Max Bid': '0.75',
        'Ad Group Status': 'enabled',
      }),
      row2019({
        'Record ID': '333',
        'Record Type': 'Keyword',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        'Max Bid': '1.2',
        'Keyword or Product Targeting': 'kettle',
        'Match Type': 'broad',
        Status: 'enabled',
      }),
      row2019({
        'Record ID': '334',
        'Record Type': 'Keyword',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        'Max Bid': '0.9',
        'Keyword or Product Targeting': 'steel kettle',
        'Match Type': 'phrase',
        Status: 'paused',
      }),
      row2019({
        'Record ID': '335',
        'Record Type': 'Keyword',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        'Keyword or Product Targeting': 'free',
        'Match Type': 'negative exact',
        Status: 'enabled',
      }),
      row2019({
        'Record ID': '444',
        'Record Type': 'Ad',
        'Campaign ID': '111',
        Campaign: 'Kettles – Exact',
        'Ad Group': 'Steel',
        SKU: 'KET-1',
        Status: 'enabled',
      }),
    ];
    const file = await xlsxBuffer({
      sheets: [
        {
          name: 'Portfolios',
          columns: [{ header: 'Portfolio ID' }, { header: 'Portfolio Name' }],
          rows: [['1', 'Not grouped']],
        },
        { name: 'Sponsored Products Campaigns', columns: BULK_2019.map((h) => ({ header: h })), rows },
        { name: 'Sponsored Brands Campaigns', columns: [{ header: 'Record ID' }], rows: [] },
      ],
    });
    const res = await c.upload('bulk-2019.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'bulk',
      rows: 7,
      // campaign, ad group and the kettle keyword exist (from the reports): changed; the rest is new.
      inserted: 3,
      updated: 3,
      unchanged: 0,
      skipped: [{ reason: 'Campaign By Placement rows are not read (no Marketdesk entity)', rows: 1 }],
      period: null,
    });
    const [campaign] = await rowsOf<Record<string, string>>(
      c.t.db,
      sql`select budget::text, state, campaign_id from ad_campaigns where client_id = ${c.clientId} and profile_id = ${c.profiles.uk.profile_id} and campaign_name = 'Kettles – Exact'`,
    );
    expect(campaign).toMatchObject({ budget: '25.00', state: 'enabled' });
    expect(campaign!.campaign_id).toMatch(/^cc-/);
    const targets = await rowsOf<Record<string, string>>(
      c.t.db,
      sql`select t.target, t.match_type, t.bid::text, t.state, g.default_bid::text as default_bid, g.state as group_state from ad_targets t join ad_groups g using (client_id, profile_id, ad_group_id) where t.client_id = ${c.clientId} and t.profile_id = ${c.profiles.uk.profile_id} and g.ad_group_name = 'Steel' and t.campaign_id = ${campaign!.campaign_id} and t.target_type = 'keyword' order by t.target`,
    );
    expect(targets).toEqual([
      {
        target: 'electric kettle',
        match_type: 'exact',
        bid: null,
        state: 'enabled',
        default_bid: '0.75',
        group_state: 'enabled',
      },
      {
        target: 'kettle',
        match_type: 'broad',
        bid: '1.20',
        state: 'enabled',
        default_bid: '0.75',
        group_state: 'enabled',
      },
      {
        target: 'steel kettle',
        match_type: 'phrase',
        bid: '0.90',
        state: 'paused',
        default_bid: '0.75',
        group_state: 'enabled',
      },
    ]);
    const [neg] = await rowsOf<Record<string, string>>(
      c.t.db,
      sql`select keyword_id, keyword_text, match_type from ad_negative_keywords where client_id = ${c.clientId} and profile_id = ${c.profiles.uk.profile_id}`,
    );
    expect(neg).toEqual({ keyword_id: '335', keyword_text: 'free', match_type: 'negativeExact' });
    expect((await c.upload('bulk-2019.xlsx', file)).json()).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 6,
    });

    // T11's bid rules read the bulk file's bids: the keyword's own, else its ad group's default.
    const t11 = await runAdAnalysis(
      c.t.db,
      'T11',
      {
        client_id: c.clientId,
        profile_id: c.profiles.uk.profile_id,
        seller_name: 'UK',
        mp_id: c.profiles.uk.mp_id,
        country_code: 'GB',
        currency_code: 'GBP',
      },
      todayUtc(),
    );
    const items = (
      await rowsOf<{
        item: {
          item_type: string;
          adgroup_name: string;
          target_or_search_term: string;
          existing_bid: number | null;
          campaign_id: string;
        };
      }>(
        c.t.db,
        sql`select data as item from ticket_items where client_id = ${c.clientId}
          and ticket_id = any(${pgArray(t11.ticketIds)}::int[])`,
      )
    )
      .map((r) => r.item)
      .filter(
        (i) =>
          i.item_type === 'target' && i.campaign_id === campaign!.campaign_id && i.adgroup_name === 'Steel',
      );
    expect(items.map((i) => i.target_or_search_term)).toContain('kettle');
    const bids: Record<string, number> = { kettle: 1.2, 'electric kettle': 0.75 };
    for (const i of items)
      expect(i.existing_bid, i.target_or_search_term).toBe(bids[i.target_or_search_term]);
  });

  it('current layout (Entity, Operation): new entities keep the file ids', async () => {
    const header = [
      'Product',
      'Entity',
      'Operation',
      'Campaign ID',
      'Ad Group ID',
      'Portfolio ID',
      'Ad ID',
      'Keyword ID',
      'Product Targeting ID',
      'Campaign Name',
      'Ad Group Name',
      'Campaign Name (Informational only)',
      'Ad Group Name (Informational only)',
      'Portfolio Name (Informational only)',
      'Start Date',
      'End Date',
      'Targeting Type',
      'State',
      'Campaign State (Informational only)',
      'Ad Group State (Informational only)',
      'Daily Budget',
      'SKU',
      'ASIN (Informational only)',
      'Eligibility Status (Informational only)',
      'Reason for Ineligibility (Informational only)',
      'Ad Group Default Bid',
      'Ad Group Default Bid (Informational only)',
      'Bid',
      'Keyword Text',
      'Match Type',
      'Bidding Strategy',
      'Placement',
      'Percentage',
      'Product Targeting Expression',
      'Resolved Product Targeting Expression (Informational only)',
      'Impressions',
      'Clicks',
      'Click-through Rate',
      'Spend',
      'Sales',
      'Orders',
      'Units',
      'Conversion Rate',
      'ACOS',
      'CPC',
      'ROAS',
    ];
    const row = (o: Record<string, string>) => header.map((h) => o[h] ?? '');
    const file = await xlsxBuffer({
      sheets: [
        { name: 'Portfolios', columns: [{ header: 'Portfolio ID' }], rows: [] },
        {
          name: 'Sponsored Products Campaigns',
          columns: header.map((h) => ({ header: h })),
          rows: [
            row({
              Product: 'Sponsored Products',
              Entity: 'Campaign',
              'Campaign ID': '9001',
              'Campaign Name': 'Teapots',
              'Start Date': '20260110',
              'Targeting Type': 'Auto',
              State: 'enabled',
              'Daily Budget': '12.5',
            }),
            row({
              Product: 'Sponsored Products',
              Entity: 'Ad Group',
              'Campaign ID': '9001',
              'Ad Group ID': '9101',
              'Ad Group Name': 'All teapots',
              'Campaign Name (Informational only)': 'Teapots',
              State: 'enabled',
              'Ad Group Default Bid': '0.4',
            }),
            row({
              Product: 'Sponsored Products',
              Entity: 'Product Targeting',
              'Campaign ID': '9001',
              'Ad Group ID': '9101',
              'Product Targeting ID': '9301',
              'Ad Group Name (Informational only)': 'All teapots',
              'Product Targeting Expression': 'close-match',
              State: 'enabled',
              Bid: '0.55',
            }),
            row({
              Product: 'Sponsored Products',
              Entity: 'Product Ad',
              'Campaign ID': '9001',
              'Ad Group ID': '9101',
              'Ad ID': '9401',
              SKU: 'TEA-1',
              'ASIN (Informational only)': 'B0TEAPOT01',
              State: 'paused',
            }),
            row({
              Product: 'Sponsored Products',
              Entity: 'Bidding Adjustment',
              'Campaign ID': '9001',
              Placement: 'Placement Top',
              Percentage: '20',
            }),
          ],
        },
      ],
    });
    const res = await c.upload('bulk-current.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      report_type: 'bulk',
      rows: 5,
      inserted: 4,
      updated: 0,
      skipped: [{ rows: 1 }],
    });
    const rows = await rowsOf<Record<string, string>>(
      c.t.db,
      sql`select c.campaign_id, c.budget::text, c.targeting_type, g.ad_group_id, g.default_bid::text as default_bid, t.target_id, t.target_type, t.bid::text as bid, p.ad_id, p.state as ad_state from ad_campaigns c join ad_groups g using (client_id, profile_id, campaign_id) join ad_targets t using (client_id, profile_id, ad_group_id) join ad_products p using (client_id, profile_id, ad_group_id) where c.client_id = ${c.clientId} and c.campaign_name = 'Teapots'`,
    );
    expect(rows).toEqual([
      {
        campaign_id: '9001',
        budget: '12.50',
        targeting_type: 'auto',
        ad_group_id: '9101',
        default_bid: '0.40',
        target_id: '9301',
        target_type: 'auto',
        bid: '0.55',
        ad_id: '9401',
        ad_state: 'paused',
      },
    ]);
  });
});
