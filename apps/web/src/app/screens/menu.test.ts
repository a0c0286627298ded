import { resolvePermissions } from '@marketdesk/contracts';
import { describe, expect, it } from 'vitest';
import { sidebarMenu } from './menu';

const perms = (codes: string[], roleNames: string[] = [], isSuperAdmin = false) =>
  resolvePermissions({ codes, roleNames, isSuperAdmin });
const labels = (codes: string[], roleNames: string[] = [], sa = false) =>
  sidebarMenu(perms(codes, roleNames, sa)).flatMap((g) => g.entries.map((e) => `${g.label}/${e.label}`));
const groups = (codes: string[], roleNames: string[] = [], sa = false) =>
  sidebarMenu(perms(codes, roleNames, sa)).map((g) => g.label);

const BASE = ['Home/Dashboard', 'Marketing/Campaigns', 'Marketing/Insights', 'Marketing/Raw Data'];

describe('sidebar menu (spec 01 section 2.3)', () => {
  it('shows only Dashboard and the SOON marketing entries without permissions', () => {
    expect(labels([])).toEqual(BASE);
    expect(groups([])).toEqual(['Home', 'Marketing']);
    const marketing = sidebarMenu(perms([])).find((g) => g.label === 'Marketing')!;
    expect(marketing.entries.map((e) => [e.path, e.soon])).toEqual([
      ['/marketing/campaigns', true],
      ['/marketing/insights', true],
      ['/marketing/data', true],
    ]);
  });

  it.each([
    [['create:tickets'], ['Home/Tickets']],
    [
      ['channel_report:view'],
      [
        'Focused SKUs/Manage Focused SKUs',
        'Focused SKUs/Analysis',
        'Focused SKUs/Insert SKU Data',
        'Focused Ads/Search Term Data',
      ],
    ],
    [['inventory:view'], ['Data/Inventory Upload']],
    [['view:orders'], ['Data/Data Vault']],
    [['upload:orders'], ['Data/Data Vault', 'Data/Invoice Upload']],
    [['view:product_data'], ['Data/Listing Tracker']],
    [['view:purchase_orders'], ['Vendor/PO Fill Rate']],
    [['view:df_orders'], ['Vendor/DF Orders']],
    [['create:df_orders'], ['Vendor/DF Orders']],
    [['business_view:view'], ['Business/Business View']],
    [['mp_func:price_check'], ['Business/Price Check']],
    [['mp_func:price_recon'], ['Business/Payment Reconciliation']],
    [['partner_view:view'], ['Business/Partner View']],
    [['auto_ordering:view'], ['Business/Forecast Working']],
    [['review_data:view'], ['Business/Review Data']],
    [['marketing:ams_reports_status:view'], ['Marketing/AMS Report Pull Status']],
    [['ams_view:view'], ['Marketing/AMS View']],
    [['adgroup_master:view'], ['Marketing/AdGroupMater Upload']],
    [['adgroup_master:create'], ['Marketing/AdGroupMater Upload']],
  ])('%j adds exactly %j', (codes, added) => {
    expect(labels(codes).filter((l) => !BASE.includes(l))).toEqual(added);
  });

  it('shows Inventory Tracking for the raw code view:tickets (with Tickets by the ticketing module)', () => {
    expect(labels(['view:tickets']).filter((l) => !BASE.includes(l))).toEqual([
      'Home/Tickets',
      'Data/Inventory Tracking',
    ]);
  });

  it('hides the Vendor group when df_orders holds only codes other than read or create', () => {
    expect(groups(['modify:df_orders'])).not.toContain('Vendor');
    expect(groups(['delete:df_orders'])).toEqual(['Home', 'Marketing']);
  });

  it('uses the exact paths of the spec', () => {
    const all = sidebarMenu(perms([], [], true)).flatMap((g) => g.entries);
    const path = (label: string) => all.find((e) => e.label === label)?.path;
    expect(path('Forecast Working')).toBe('/forcast-working');
    expect(path('AdGroupMater Upload')).toBe('/adgroup-master-uploader');
    expect(path('Scheduled Job Errors')).toBe('/cronjob/errors');
    expect(path('Send Notification')).toBe('/sa/notification/create');
    expect(path('PO Fill Rate')).toBe('/purchase-orders/view');
  });

  it('shows the Client Admin group to client admins only, not the Super Admin group', () => {
    const menu = sidebarMenu(perms([], ['Client Admin']));
    const ca = menu.find((g) => g.label === 'Client Admin')!;
    expect(ca.section).toBe('Management');
    expect(ca.entries.map((e) => `${e.label} ${e.path}`)).toEqual([
      'Users /ca/users',
      'Permission Groups /ca/permission-groups',
      'Warehouses /ca/warehouses',
      'Marketplaces /ca/marketplaces',
    ]);
    expect(menu.map((g) => g.label)).not.toContain('Super Admin');
    expect(groups([], ['Seller'])).not.toContain('Client Admin');
  });

  it('shows the Super Admin group and every entry to super admins, the Client Admin group only with that role', () => {
    const menu = sidebarMenu(perms([], [], true));
    expect(menu.map((g) => g.label)).toEqual([
      'Home',
      'Focused SKUs',
      'Focused Ads',
      'Data',
      'Vendor',
      'Business',
      'Super Admin',
      'Marketing',
    ]);
    expect(groups([], ['Client Admin'], true)).toContain('Client Admin');
    expect(menu.find((g) => g.label === 'Super Admin')!.entries.map((e) => e.label)).toEqual([
      'Send Notification',
      'Clients',
      'Marketplaces',
      'Brands',
      'CronJobs',
      'Scheduled Job Errors',
    ]);
    expect(menu.flatMap((g) => g.entries)).toHaveLength(31);
    expect(labels([], ['Client Admin'], true)).toHaveLength(35);
  });
});
