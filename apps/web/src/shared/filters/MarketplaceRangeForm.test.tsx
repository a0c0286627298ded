import { fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { QUICK_RANGES_LONG } from './date-ranges';
import { MarketplaceRangeForm } from './MarketplaceRangeForm';

const MPS = [
  { pk_mp_id: 2, name: 'Noon UAE', short_code: 'NN_AE', country_code: 'AE' },
  { pk_mp_id: 1, name: 'Amazon US', short_code: 'AZ_US', country_code: 'US' },
];

describe('MarketplaceRangeForm', () => {
  it('offers the marketplaces by name, the dates with quick ranges, and submits with the button', async () => {
    const onSubmit = vi.fn();
    const onMarketplace = vi.fn();
    const onRange = vi.fn();
    render(
      <MarketplaceRangeForm
        label="Report filters"
        marketplaces={MPS}
        marketplaceId={null}
        onMarketplace={onMarketplace}
        start={dayjs('2026-01-01')}
        end={dayjs('2026-01-31')}
        onRange={onRange}
        quickRanges={QUICK_RANGES_LONG}
        submitLabel="Generate Report"
        onSubmit={onSubmit}
      />,
    );
    const form = screen.getByRole('form', { name: 'Report filters' });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Marketplace' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['🇺🇸Amazon US', '🇦🇪Noon UAE']);
    fireEvent.click(options[1]!);
    expect(onMarketplace).toHaveBeenCalledWith(2);
    fireEvent.click(within(form).getByRole('button', { name: 'Last 7 Days' }));
    expect(onRange).toHaveBeenCalled();
    fireEvent.click(within(form).getByRole('button', { name: 'Generate Report' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
