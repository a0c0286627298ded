import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PagedTable } from './PagedTable';

interface Row {
  id: number;
  name: string;
}
const ROWS: Row[] = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}` }));

function table(rows = ROWS) {
  return render(
    <PagedTable
      label="Items"
      rows={rows}
      columns={[
        { header: 'ID', cell: (r) => r.id },
        { header: 'Name', cell: (r) => r.name },
      ]}
      rowKey={(r) => r.id}
      rowTestId={(r) => `item-${r.id}`}
      actions={(r) => <button type="button">Edit {r.name}</button>}
    />,
  );
}

describe('PagedTable', () => {
  it('shows the headers, an Actions column and the first 50 rows', () => {
    table();
    const grid = screen.getByRole('table', { name: 'Items' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'Actions']);
    // Header row plus 50 rows: the grid's default page size.
    expect(within(grid).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByTestId('item-50')).toBeTruthy();
    expect(screen.queryByTestId('item-51')).toBeNull();
    expect(within(screen.getByTestId('item-3')).getByRole('button', { name: 'Edit Item 3' })).toBeTruthy();
  });

  it('pages forward and changes the page size back to the first page', async () => {
    const ui = userEvent.setup();
    table();
    await ui.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByTestId('item-51')).toBeTruthy();
    expect(screen.queryByTestId('item-1')).toBeNull();
    await ui.click(screen.getByRole('combobox'));
    await ui.click(screen.getByRole('option', { name: '10' }));
    expect(screen.getByTestId('item-1')).toBeTruthy();
    expect(screen.queryByTestId('item-11')).toBeNull();
  });
});

describe('PagedTable with a screen of its own page sizes', () => {
  it('starts at the first size, offers only those, shows the empty text and follows a shorter list', async () => {
    const cols = [{ header: 'Name', cell: (r: Row) => r.name }];
    const view = (rows: Row[]) => (
      <PagedTable
        label="Mine"
        rows={rows}
        columns={cols}
        rowKey={(r) => r.id}
        pageSizes={[10, 25, 50]}
        empty="Nothing here"
      />
    );
    const { rerender } = render(view(ROWS));
    const grid = screen.getByRole('table', { name: 'Mine' });
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('Item 11')).toBeTruthy();
    rerender(view(ROWS.slice(0, 5)));
    expect(screen.getByText('Item 1')).toBeTruthy();
    rerender(view([]));
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });
});

describe('PagedTable with a default size that is not its first', () => {
  it('starts at the default size (reconciliation: 25 of 10, 25, 50 and 100)', () => {
    render(
      <PagedTable
        label="Sized"
        rows={ROWS}
        columns={[{ header: 'Name', cell: (r: Row) => r.name }]}
        rowKey={(r) => r.id}
        pageSizes={[10, 25, 50, 100]}
        defaultSize={25}
      />,
    );
    expect(within(screen.getByRole('table', { name: 'Sized' })).getAllByRole('row')).toHaveLength(26);
  });
});

describe('PagedTable with rows that open', () => {
  it('opens a row on a click or on Enter', async () => {
    const opened: number[] = [];
    render(
      <PagedTable
        label="Openable"
        rows={ROWS.slice(0, 3)}
        columns={[{ header: 'Name', cell: (r: Row) => r.name }]}
        rowKey={(r) => r.id}
        rowTestId={(r) => `open-${r.id}`}
        onOpen={(r) => opened.push(r.id)}
      />,
    );
    await userEvent.click(screen.getByText('Item 2'));
    screen.getByTestId('open-3').focus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual([2, 3]);
  });
});
