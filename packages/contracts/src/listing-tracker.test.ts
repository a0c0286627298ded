import { describe, expect, it } from 'vitest';
import {
  hasBrowseNode,
  LISTING_TRACKER_TEXT,
  linesOf,
  listingUpdateBody,
  updateDataOf,
} from './listing-tracker';

describe('listing tracker rules', () => {
  it('reads one-per-line fields line by line, trimmed, blank lines dropped', () => {
    expect(linesOf('  Soft grip \r\n\nWaterproof\n   \nTwo-year warranty  ')).toEqual([
      'Soft grip',
      'Waterproof',
      'Two-year warranty',
    ]);
    expect(linesOf('')).toEqual([]);
  });

  it('keeps only the fields that carry a value; nothing left means nothing to update', () => {
    expect(
      updateDataOf({
        title: '  New title ',
        category: '',
        subcategory: '   ',
        bullet_points: ['', ' one '],
        keywords: [],
        description: null,
      }),
    ).toEqual({ title: 'New title', bullet_points: ['one'] });
    expect(updateDataOf({ title: ' ', bullet_points: [' '], keywords: [] })).toEqual({});
  });

  it('shows browse_node_id for AZ marketplaces only', () => {
    expect(hasBrowseNode('AZ_DE')).toBe(true);
    expect(hasBrowseNode('OT_DE')).toBe(false);
    expect(hasBrowseNode('BO_NL')).toBe(false);
  });

  it('takes product_id and update_data (spec 02 section 7)', () => {
    expect(listingUpdateBody.safeParse({ product_id: 4, update_data: { title: 'x' } }).success).toBe(true);
    expect(listingUpdateBody.safeParse({ update_data: { title: 'x' } }).success).toBe(false);
    expect(listingUpdateBody.safeParse({ product_id: 4, update_data: { title: 'x\u0000' } }).success).toBe(
      false,
    );
  });

  it('words the spec’s texts as written (spec 02 sections 2, 5 and 8)', () => {
    const spec = [
      'Type to search products (ASIN, Title)...',
      'Please select a marketplace to view pending approvals.',
      'Please select a marketplace and a product.',
      'Please enter some data to update.',
      'Failed to search for products',
      'Failed to submit update',
      'Product update submitted successfully!',
      'Update approved successfully.',
      'Update rejected successfully.',
      'Failed to approve/reject update',
    ];
    expect(Object.values(LISTING_TRACKER_TEXT)).toEqual(expect.arrayContaining(spec));
  });
});
