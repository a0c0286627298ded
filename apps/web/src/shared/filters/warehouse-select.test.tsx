import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { ReportFilterBar } from './ReportFilterBar';
import { defaultReportFilters } from './report-filters';
import { WarehouseSelect } from './WarehouseSelect';

const options = [
  { pk_warehouse_id: 2, name: 'Rotterdam' },
  { pk_warehouse_id: 1, name: 'Newark' },
];

describe('single warehouse', () => {
  it('lists warehouses by name and answers the chosen id', async () => {
    const ui = userEvent.setup();
    const onChange = vi.fn();
    render(<WarehouseSelect options={options} value={null} onChange={onChange} />);
    await ui.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    const items = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(items.map((o) => o.textContent)).toEqual(['Newark', 'Rotterdam']);
    await ui.click(items[1]!);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('in the report filter bar: one warehouse and the screen’s submit text', async () => {
    const ui = userEvent.setup();
    const onChange = vi.fn();
    const onGo = vi.fn();
    render(
      <ReportFilterBar
        label="Partner filters"
        filters={{ ...defaultReportFilters(dayjs('2026-05-14')), warehouseIds: [1] }}
        warehouses={options}
        singleWarehouse
        goLabel="Generate Report"
        onChange={onChange}
        onReset={vi.fn()}
        onGo={onGo}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Warehouse' }).textContent).toBe('Newark');
    expect(screen.queryByRole('button', { name: 'GO' })).toBeNull();
    await ui.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    await ui.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rotterdam' }));
    expect(onChange).toHaveBeenCalledWith({ warehouseIds: [2] });
    await ui.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(onGo).toHaveBeenCalled();
  });
});
