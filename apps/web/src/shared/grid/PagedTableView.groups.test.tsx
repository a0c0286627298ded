import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PagedColumn, PagedTableView } from './PagedTableView';

interface Row {
  id: number;
  a: string;
  b: string;
  c: string;
}
const col = (header: keyof Row, group?: string): PagedColumn<Row> => ({
  header,
  cell: (r) => r[header],
  ...(group ? { group } : {}),
});

const view = (columns: PagedColumn<Row>[]) =>
  render(
    <PagedTableView<Row>
      label="Rows"
      rows={[{ id: 1, a: 'x', b: 'y', c: 'z' }]}
      total={1}
      columns={columns}
      rowKey={(r) => r.id}
      page={0}
      size={25}
      pageSizes={[25]}
      onPageChange={() => {}}
      onSizeChange={() => {}}
    />,
  );

describe('PagedTableView column groups', () => {
  it('puts one header cell over the neighbouring columns of each group', () => {
    view([col('id', 'Info'), col('a', 'Info'), col('b', 'Money'), col('c')]);
    const [groups, headers] = within(screen.getByRole('table', { name: 'Rows' })).getAllByRole('row');
    const cells = within(groups!).getAllByRole('columnheader');
    expect(cells.map((c) => [c.textContent, c.getAttribute('colspan')])).toEqual([
      ['Info', '2'],
      ['Money', '1'],
      ['', '1'],
    ]);
    expect(
      within(headers!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['id', 'a', 'b', 'c']);
  });

  it('has no group row when no column names a group', () => {
    view([col('id'), col('a')]);
    expect(within(screen.getByRole('table', { name: 'Rows' })).getAllByRole('row')).toHaveLength(2);
  });
});
