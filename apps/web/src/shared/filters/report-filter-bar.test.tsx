import { addMonths } from '@marketdesk/contracts/reconciliation';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { earliestStart, QUICK_RANGES_LONG } from './date-ranges';
import { ReportFilterBar } from './ReportFilterBar';

const MPS = [
  { pk_mp_id: 2, name: 'Noon UAE', short_code: 'NN_AE', country_code: 'AE' },
  { pk_mp_id: 1, name: 'Amazon US', short_code: 'AZ_US', country_code: 'US' },
];

describe('ReportFilterBar with one marketplace (business view, reconciliation, price check)', () => {
  it('offers the marketplaces by name, the dates with quick ranges, and submits with its button', async () => {
    const onGo = vi.fn();
    const onChange = vi.fn();
    render(
      <ReportFilterBar
        label="Report filters"
        filters={{ marketplaceIds: [], start: dayjs('2026-01-01'), end: dayjs('2026-01-31') }}
        onChange={onChange}
        onGo={onGo}
        marketplaces={MPS}
        singleMarketplace
        dates={{ quickRanges: QUICK_RANGES_LONG }}
        goLabel="Generate Report"
        actions={<button type="button">Download CSV</button>}
      />,
    );
    const form = screen.getByRole('form', { name: 'Report filters' });
    expect(within(form).queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Marketplace' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['🇺🇸Amazon US', '🇦🇪Noon UAE']);
    fireEvent.click(options[1]!);
    expect(onChange).toHaveBeenCalledWith({ marketplaceIds: [2] });
    fireEvent.click(within(form).getByRole('button', { name: 'Last 7 Days' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    fireEvent.click(within(form).getByRole('button', { name: 'Generate Report' }));
    expect(onGo).toHaveBeenCalledTimes(1);
  });

  it("refuses a typed day beyond the screen's span limits, and takes one within them", async () => {
    const onChange = vi.fn();
    render(
      <ReportFilterBar
        label="Report filters"
        filters={{ start: dayjs('2025-03-28'), end: dayjs('2025-05-31') }}
        onChange={onChange}
        onGo={() => undefined}
        dates={{ maxSpanMonths: 3 }}
      />,
    );
    const ui = userEvent.setup();
    // 28 February: its 3 months end on 28 May, before the end (the pickers arrive after the first paint).
    await ui.click((await screen.findAllByRole('spinbutton', { name: 'Month' }))[0]!);
    await ui.keyboard('02');
    expect(onChange).not.toHaveBeenCalled();
    // 31 March is within.
    await ui.click(screen.getAllByRole('spinbutton', { name: 'Day' })[0]!);
    await ui.keyboard('31');
    expect(onChange.mock.calls.at(-1)![0].start.format('YYYY-MM-DD')).toBe('2025-03-31');
  });
});

describe('earliestStart', () => {
  it("is the first start whose window reaches the end by the contracts' month rule", () => {
    const at = (end: string) => earliestStart(dayjs(end), 3).format('YYYY-MM-DD');
    expect(at('2025-05-31')).toBe('2025-03-01');
    expect(at('2025-05-28')).toBe('2025-02-28');
    expect(at('2025-06-15')).toBe('2025-03-15');
    expect(at('2024-05-30')).toBe('2024-03-01');
    expect(at('2024-05-29')).toBe('2024-02-29');
    // Every end of two years: the start allowed and the day before refused, as the contracts' rule says.
    for (let end = dayjs('2024-01-01'); end.isBefore('2026-01-01'); end = end.add(1, 'day')) {
      const start = earliestStart(end, 3);
      const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
      expect(addMonths(iso(start), 3) >= iso(end)).toBe(true);
      expect(addMonths(iso(start.subtract(1, 'day')), 3) < iso(end)).toBe(true);
    }
  });
});
