import type { SkuComparisonPartyForm } from '@marketdesk/contracts/sku-comparison';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OfferFields } from './OfferFields';

const EMPTY: SkuComparisonPartyForm = { retailer_sku: '', variation_id: '', price: '', delivery_days: '' };

/** The offer as a form keeps it: each patch merged into the value shown. */
function Offer({ twoFields }: { twoFields: { first: string; second: string } | null }) {
  const [value, setValue] = useState(EMPTY);
  return (
    <>
      <OfferFields
        party="comp1"
        value={value}
        onChange={(p) => setValue((v) => ({ ...v, ...p }))}
        twoFields={twoFields}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('OfferFields', () => {
  it('names the section and every field after the party; one Retailer SKU; price and days from 0', async () => {
    const ui = userEvent.setup();
    render(<Offer twoFields={null} />);
    const section = screen.getByRole('region', { name: 'Competitor 1' });
    expect(within(section).getAllByRole('textbox')).toHaveLength(1);
    await ui.type(within(section).getByLabelText(/Competitor 1 Retailer SKU/), 'B0X');
    const price = within(section).getByLabelText(/Competitor 1 Price/);
    expect(price.getAttribute('step')).toBe('0.01');
    expect(price.getAttribute('min')).toBe('0');
    await ui.type(price, '9.5');
    const days = within(section).getByLabelText(/Competitor 1 Delivery Days/);
    expect(days.getAttribute('step')).toBe('1');
    await ui.type(days, '2');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      retailer_sku: 'B0X',
      variation_id: '',
      price: '9.5',
      delivery_days: '2',
    });
  });

  it('on a two-field marketplace the second identifier waits for the first', async () => {
    const ui = userEvent.setup();
    render(<Offer twoFields={{ first: 'Item Number', second: 'Variation ID' }} />);
    expect(screen.queryByLabelText(/Retailer SKU/)).toBeNull();
    const variation = screen.getByLabelText(/Competitor 1 Variation ID/);
    expect((variation as HTMLInputElement).disabled).toBe(true);
    await ui.type(screen.getByLabelText(/Competitor 1 Item Number/), '123');
    expect((variation as HTMLInputElement).disabled).toBe(false);
    await ui.type(variation, '9');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toMatchObject({
      retailer_sku: '123',
      variation_id: '9',
    });
  });
});
