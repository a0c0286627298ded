import { describe, expect, it } from 'vitest';
import { DATA_AREAS, PERMISSION_CODES, PERMISSIONS, resolvePermissions } from './permissions';

describe('permission catalogue', () => {
  it('holds every permission code named in section 6 of the three spec documents', () => {
    const named = [
      'mp_func:price_recon',
      'mp_func:price_check',
      'business_view:view',
      'partner_view:view',
      'auto_ordering:view',
      'view:purchase_orders',
      'channel_report:create',
      'view:product_data',
      'view:tickets',
      'access:tickets:review',
      'access:tickets:assign',
      'edit:tickets:eta',
      'delete:purchase_orders',
      'delete:df_orders',
      'ams_view:view',
      'marketing:ams_reports_status:view',
      'adgroup_master:create',
      'adgroup_master:view',
      'access:tickets:type:T1',
      'access:tickets:type:T16',
    ];
    for (const code of named) expect(PERMISSION_CODES).toContain(code);
  });

  it('has unique codes and allows delete only for purchase and DF orders', () => {
    expect(new Set(PERMISSION_CODES).size).toBe(PERMISSION_CODES.length);
    const deletes = PERMISSIONS.filter((p) => p.code.startsWith('delete:') && p.module !== 'users').map(
      (p) => p.code,
    );
    expect(deletes.sort()).toEqual(['delete:df_orders', 'delete:purchase_orders']);
    expect(DATA_AREAS.PRODUCT).not.toHaveProperty('DELETE');
  });
});

describe('resolvePermissions', () => {
  it('derives module flags from the modules of the held codes', () => {
    const r = resolvePermissions({
      codes: ['view:product', 'upload:orders', 'view:tickets'],
      roleNames: ['Seller'],
      isSuperAdmin: false,
    });
    expect(r.flags.data_view).toBe(true);
    expect(r.flags.excel_upload).toBe(true);
    expect(r.flags.ticketing).toBe(true);
    expect(r.flags.business_view).toBe(false);
    expect(r.flags.df_orders).toBe(false);
    expect(r.isClientAdmin).toBe(false);
  });

  it('makes holders of a role named Client Admin client admins, and gives super admins every code', () => {
    expect(
      resolvePermissions({ codes: [], roleNames: ['Client Admin'], isSuperAdmin: false }).isClientAdmin,
    ).toBe(true);
    const sa = resolvePermissions({ codes: [], roleNames: [], isSuperAdmin: true });
    expect(sa.codes).toHaveLength(PERMISSION_CODES.length);
    expect(Object.values(sa.flags).every(Boolean)).toBe(true);
  });

  it('ignores codes outside the catalogue when deriving modules', () => {
    const r = resolvePermissions({ codes: ['made:up'], roleNames: [], isSuperAdmin: false });
    expect(r.modules).toEqual([]);
  });
});
