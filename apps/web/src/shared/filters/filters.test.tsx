import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { BrandPicker, BrandSelect } from './BrandPicker';
import { CurrencyPicker } from './CurrencyPicker';
import { DateRangeFilter } from './DateRangeFilter';
import { QUICK_RANGES_SHORT } from './date-ranges';
import { MarketplacePicker, MarketplaceSelect } from './MarketplacePicker';

const mp = (pk_mp_id: number, name: string, country_code: string) => ({
  pk_mp_id,
  name,
  short_code: name.slice(0, 2).toUpperCase(),
  country_code,
});
const MPS = [mp(9, 'Otto Germany', 'DE'), mp(1, 'Amazon US', 'US'), mp(4, 'Noon UAE', 'AE')];

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('marketplace pickers', () => {
  it('list the marketplaces by name with their flag, and answer the chosen ids', async () => {
    const ui = userEvent.setup();
    const onChange = vi.fn();
    render(<MarketplacePicker options={MPS} value={[9]} onChange={onChange} />);
    await ui.click(screen.getByRole('combobox', { name: 'Marketplaces' }));
    expect(optionNames()).toEqual(['🇺🇸Amazon US', '🇦🇪Noon UAE', '🇩🇪Otto Germany']);
    // The flag is decorative: the option is found (and read out) by its name alone.
    await ui.click(screen.getByRole('option', { name: 'Noon UAE' }));
    expect(onChange).toHaveBeenLastCalledWith([9, 4]);
  });

  it('choose one marketplace in the single picker', async () => {
    const ui = userEvent.setup();
    const onChange = vi.fn();
    render(<MarketplaceSelect options={MPS} value={null} onChange={onChange} />);
    await ui.click(screen.getByRole('combobox', { name: 'Marketplace' }));
    expect(optionNames()[0]).toBe('🇺🇸Amazon US');
    await ui.click(screen.getByRole('option', { name: 'Otto Germany' }));
    expect(onChange).toHaveBeenLastCalledWith(9);
  });
});

describe('brand and currency pickers', () => {
  it('list brands by name and answer ids; offer every currency', async () => {
    const ui = userEvent.setup();
    const onBrands = vi.fn();
    const onCurrency = vi.fn();
    render(
      <>
        <BrandPicker
          options={[
            { pk_brand_id: 2, brand_name: 'Zeta' },
            { pk_brand_id: 5, brand_name: 'Acme' },
          ]}
          value={[]}
          onChange={onBrands}
        />
        <CurrencyPicker value="USD" onChange={onCurrency} />
      </>,
    );
    await ui.click(screen.getByRole('combobox', { name: 'Brands' }));
    expect(optionNames()).toEqual(['Acme', 'Zeta']);
    await ui.click(screen.getByRole('option', { name: 'Zeta' }));
    expect(onBrands).toHaveBeenLastCalledWith([2]);
    await ui.click(screen.getByRole('combobox', { name: 'Currency' }));
    expect(optionNames()).toEqual(['USD', 'INR', 'EUR', 'GBP', 'AUD', 'AED', 'SAR']);
    await ui.click(screen.getByRole('option', { name: 'EUR' }));
    expect(onCurrency).toHaveBeenLastCalledWith('EUR');
  });
});

describe('single brand picker', () => {
  it('lists brands by name and answers the chosen id', async () => {
    const ui = userEvent.setup();
    const onChange = vi.fn();
    const brands = [
      { pk_brand_id: 2, brand_name: 'Zeta' },
      { pk_brand_id: 5, brand_name: 'Acme' },
    ];
    render(<BrandSelect options={brands} value={null} onChange={onChange} />);
    await ui.click(screen.getByRole('combobox', { name: 'Brand' }));
    expect(optionNames()).toEqual(['Acme', 'Zeta']);
    await ui.click(screen.getByRole('option', { name: 'Zeta' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});

describe('pickers in a form', () => {
  it('show the field message and can be locked', () => {
    render(
      <>
        <MarketplacePicker
          options={MPS}
          value={[]}
          onChange={() => {}}
          error="Select at least one marketplace"
        />
        <BrandPicker options={[]} value={[]} onChange={() => {}} disabled />
      </>,
    );
    expect(screen.getByText('Select at least one marketplace')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Marketplaces' }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Brands' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('DateRangeFilter', () => {
  it('shows start and end, and a quick range sets the last N days ending today', async () => {
    const ui = userEvent.setup();
    const onChange = vi.fn();
    const today = dayjs().startOf('day');
    render(
      <DateRangeFilter
        start={today.subtract(6, 'day')}
        end={today}
        onChange={onChange}
        quickRanges={QUICK_RANGES_SHORT}
      />,
    );
    expect(screen.getAllByText('Start Date').length).toBeGreaterThan(0);
    expect(screen.getAllByText('End Date').length).toBeGreaterThan(0);
    const quick = screen.getByRole('group', { name: 'Quick ranges' });
    expect(within(quick).getByRole('button', { name: '7D' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(quick).getByRole('button', { name: '30D' }).getAttribute('aria-pressed')).toBe('false');
    await ui.click(within(quick).getByRole('button', { name: '30D' }));
    const range = onChange.mock.calls[0]![0];
    expect([range.start.format('YYYY-MM-DD'), range.end.format('YYYY-MM-DD')]).toEqual([
      today.subtract(29, 'day').format('YYYY-MM-DD'),
      today.format('YYYY-MM-DD'),
    ]);
  });

  it('has no quick buttons unless given', () => {
    const today = dayjs();
    render(<DateRangeFilter start={today} end={today} onChange={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Quick ranges' })).toBeNull();
  });
});
