import { describe, expect, it } from 'vitest';
import {
  ADGROUP_MASTER_COLUMNS,
  adGroupMasterListQuery,
  adGroupMasterRow,
  fractionAsPercent,
  profileLabel,
} from './adgroup-master';

describe('AdGroup Master contracts', () => {
  it('the template columns are the master row without pk_ad_group and fk_profile_id, in its order', () => {
    const row = Object.keys(adGroupMasterRow.shape);
    expect(ADGROUP_MASTER_COLUMNS).toEqual(row.filter((f) => f !== 'pk_ad_group' && f !== 'fk_profile_id'));
  });

  it('shows stored fractions as percentages (× 100, up to two decimals); blanks stay blank', () => {
    expect(fractionAsPercent(0.25)).toBe('25%');
    expect(fractionAsPercent(0.0045)).toBe('0.45%');
    expect(fractionAsPercent(0.12345)).toBe('12.35%');
    expect(fractionAsPercent(1)).toBe('100%');
    expect(fractionAsPercent(0)).toBe('0%');
    expect(fractionAsPercent(null)).toBe('');
  });

  it('the list takes page sizes 25, 50, 100, 200, 500 (default 50) and needs a profile and a marketplace', () => {
    const ok = adGroupMasterListQuery.parse({ profile_id: 'P1', mp_id: '4' });
    expect(ok).toMatchObject({ page: 1, limit: 50, mp_id: 4, profile_id: 'P1' });
    for (const limit of ['25', '50', '100', '200', '500'])
      expect(adGroupMasterListQuery.safeParse({ profile_id: 'P1', mp_id: 4, limit }).success).toBe(true);
    expect(adGroupMasterListQuery.safeParse({ profile_id: 'P1', mp_id: 4, limit: '30' }).success).toBe(false);
    const blank = adGroupMasterListQuery.safeParse({ profile_id: ' ', mp_id: 4 });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Please select marketplace and profile id');
  });

  it("labels a profile 'profile id — seller type'", () => {
    expect(profileLabel({ profile_id: '1001', seller_type: 'vendor' })).toBe('1001 — vendor');
  });
});
