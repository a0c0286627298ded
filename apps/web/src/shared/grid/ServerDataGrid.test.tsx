import { DATA_VAULT_TEXT, dataColumns } from '@marketdesk/contracts/data-vault';
import { MARKETPLACE_REGISTRY } from '@marketdesk/contracts/marketplace-registry';
import type { Operation } from '@marketdesk/contracts/operation';
import { gridOps } from '@marketdesk/contracts/operations/data-vault';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, role, user } from '../../test/factories';
import { renderWithProviders } from '../../test/shared/grid/testing';
import { GRID_TEXT, ServerDataGrid } from './ServerDataGrid';

const AZ = MARKETPLACE_REGISTRY.AZ;
const COLUMNS = dataColumns('products', AZ)!;
const PATH = '/az/data/productprice';
const OPS = gridOps('products', MARKETPLACE_REGISTRY.AZ)!;
/** Editing tests use a few columns: every cell of a wide grid re-renders on each keystroke in jsdom. */
const FEW = COLUMNS.filter((c) => ['asin', 'sku_code', 'title', 'regular_price'].includes(c.field));

const ROWS = [
  {
    _key: '11',
    asin: 'B00KETTLE1',
    sku_code: 'KET-1',
    title: 'Steel kettle',
    back_margin: 0.15,
    cost_multiple: 1.8,
    regular_price: '12.5',
    sale_start_date: '2024-03-07',
    focused_sku: true,
  },
  { _key: '12', asin: 'B00TOASTR2', sku_code: 'TOA-2', title: 'Toaster', back_margin: null },
];

const page = (items: Record<string, unknown>[] = ROWS) =>
  json(200, { items, total: items.length, current_page: 1, next_page: null, previous_page: null });

function grid(codes: string[], update: Operation | null = OPS.update, columns = FEW) {
  renderWithProviders(
    <ServerDataGrid
      label="Product Data"
      queryKey={['grid-test']}
      operation={OPS.page}
      params={{ mp_id: 3, data_type: 'products' }}
      updateOperation={update}
      updateParams={{ mp_id: 3 }}
      columns={columns}
      identifierLink={{ field: 'asin', href: (id) => AZ.productUrl('https://www.amazon.com/', id) }}
    />,
    user({ roles: [role(1, 'Seller', codes)] }),
  );
}

/** Double-click a cell, type a value, press Enter: the grid commits the edit. */
async function edit(row: string, field: string, value: string) {
  fireEvent.doubleClick(cell(row, field));
  const input = await waitFor(() => {
    const el = cell(row, field).querySelector('input');
    if (!el) throw new Error('no editor yet');
    return el;
  });
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

const cell = (row: string, field: string) =>
  within(screen.getByRole('row', { name: new RegExp(row) }))
    .getAllByRole('gridcell')
    .find((c) => c.getAttribute('data-field') === field)!;

describe('ServerDataGrid', () => {
  it('shows an estimated total as "around N", pages on with next_page, and counts exactly when asked', async () => {
    const net = mockFetch({
      [`GET ${PATH}`]: (url) =>
        url.searchParams.get('count') === 'exact'
          ? json(200, { items: ROWS, total: 568_123, current_page: 1, next_page: 2, previous_page: null })
          : json(200, {
              items: ROWS,
              total: 560_000,
              total_estimated: true,
              current_page: Number(url.searchParams.get('cursor')),
              next_page: Number(url.searchParams.get('cursor')) + 1,
              previous_page: null,
            }),
    });
    grid(['view:product']);
    await screen.findByText('Steel kettle');
    await screen.findByText('1–50 of around 560,000');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('51–100 of around 560,000');
    expect(net.calls.at(-1)!.url.searchParams.get('cursor')).toBe('2');
    expect(net.calls.some((c) => c.url.searchParams.has('count'))).toBe(false);
    const countAll = screen.getByRole<HTMLButtonElement>('button', { name: GRID_TEXT.countAll });
    // Disabled while page 2 loads.
    await waitFor(() => expect(countAll.disabled).toBe(false));
    fireEvent.click(countAll);
    await screen.findByText('51–100 of 568,123');
    expect(net.calls.at(-1)!.url.searchParams.get('count')).toBe('exact');
    expect(screen.queryByRole('button', { name: GRID_TEXT.countAll })).toBeNull();
  });

  it('asks for page 1 of 50 and shows percentages, multiples, money, dates and identifier links', async () => {
    const net = mockFetch({ [`GET ${PATH}`]: () => page() });
    grid(['view:product'], OPS.update, COLUMNS);
    await screen.findByText('Steel kettle');
    const sent = net.calls[0]!.url.searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      cursor: '1',
      size: '50',
      mp_id: '3',
      data_type: 'products',
    });
    expect(cell('KET-1', 'back_margin').textContent).toBe('15.00%');
    expect(cell('KET-1', 'cost_multiple').textContent).toBe('1.80x');
    expect(cell('KET-1', 'regular_price').textContent).toBe('12.50');
    expect(cell('KET-1', 'sale_start_date').textContent).toBe('2024-03-07');
    const link = screen.getByRole('link', { name: 'B00KETTLE1' });
    expect(link.getAttribute('href')).toBe('https://www.amazon.com/dp/B00KETTLE1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lets a user edit only the columns whose area UPDATE they hold, and never keys', async () => {
    mockFetch({ [`GET ${PATH}`]: () => page() });
    grid(['view:product', 'modify:product']);
    await screen.findByText('Steel kettle');
    const editable = (field: string) => cell('KET-1', field).classList.contains('MuiDataGrid-cell--editable');
    expect(editable('title')).toBe(true);
    // regular_price belongs to PRICE: modify:price is not held.
    expect(editable('regular_price')).toBe(false);
    expect(editable('asin')).toBe(false);
    expect(editable('sku_code')).toBe(false);
  });

  it('marks an edited row Unsaved, saves every pending row in one PUT, and Discard restores', async () => {
    const net = mockFetch({
      [`GET ${PATH}`]: () => page(),
      [`PUT ${PATH}`]: () => json(200, { updated: 2 }),
    });
    grid(['view:product', 'modify:product', 'modify:price']);
    await screen.findByText('Steel kettle');
    const save = screen.getByRole('button', { name: DATA_VAULT_TEXT.saveChanges });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await edit('KET-1', 'title', 'Copper kettle');
    await screen.findByText('Unsaved');
    await edit('TOA-2', 'regular_price', '9.99');
    await waitFor(() => expect(screen.getAllByText('Unsaved')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /KET-1/ }).className).toContain('row-unsaved');

    fireEvent.click(screen.getByRole('button', { name: DATA_VAULT_TEXT.discardChanges }));
    await waitFor(() => expect(screen.queryByText('Unsaved')).toBeNull());
    expect(screen.getByText('Steel kettle')).toBeTruthy();
    expect(screen.queryByText('Copper kettle')).toBeNull();

    await edit('KET-1', 'title', 'Copper kettle');
    await edit('TOA-2', 'regular_price', '9.99');
    await waitFor(() => expect(screen.getAllByText('Unsaved')).toHaveLength(2));
    fireEvent.click(save);
    await screen.findByText(DATA_VAULT_TEXT.saved);
    expect(net.count('PUT', PATH)).toBe(1);
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(put.url.searchParams.get('mp_id')).toBe('3');
    expect(JSON.parse(String(put.init.body))).toEqual([
      { _key: '11', title: 'Copper kettle' },
      { _key: '12', regular_price: 9.99 },
    ]);
  });

  it('shows the server detail of a refused save, else the spec fallback', async () => {
    let status = 403;
    mockFetch({
      [`GET ${PATH}`]: () => page(),
      [`PUT ${PATH}`]: () => json(status, { detail: 'You do not have the permission to edit column Title' }),
    });
    grid(['view:product', 'modify:product']);
    await screen.findByText('Steel kettle');
    await edit('KET-1', 'title', 'Steel kettle XL');
    await screen.findByText('Unsaved');
    fireEvent.click(screen.getByRole('button', { name: DATA_VAULT_TEXT.saveChanges }));
    await screen.findByText('You do not have the permission to edit column Title');
    status = 500;
    fireEvent.click(screen.getByRole('button', { name: DATA_VAULT_TEXT.saveChanges }));
    await screen.findByText(DATA_VAULT_TEXT.saveFailed);
  });

  it('shows the row errors of a refused save as Row, Column and Error Message, and marks the rows', async () => {
    mockFetch({
      [`GET ${PATH}`]: () => page(),
      [`PUT ${PATH}`]: () =>
        json(422, {
          detail: 'Found 2 validation errors',
          errors: [
            {
              row: 2,
              type: 'text',
              message: 'Regular Price must be a valid number.',
              field: 'regular_price',
            },
            { row: 2, type: 'text', message: 'Something about the row.' },
          ],
        }),
    });
    grid(['view:product', 'modify:product', 'modify:price']);
    await screen.findByText('Steel kettle');
    await edit('KET-1', 'title', 'Copper kettle');
    await edit('TOA-2', 'regular_price', '-1');
    await waitFor(() => expect(screen.getAllByText('Unsaved')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: DATA_VAULT_TEXT.saveChanges }));
    const table = await screen.findByRole('table', { name: 'Save errors' });
    expect(within(table).getByRole('columnheader', { name: 'Column' })).toBeTruthy();
    const lines = within(table).getAllByTestId('upload-error-row-2');
    expect(lines.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['2', 'Regular Price', 'Regular Price must be a valid number.'],
      ['2', '', 'Something about the row.'],
    ]);
    screen.getByText('Found 2 validation errors');
    // The second row of the save is the toaster: its marker names it; the kettle stays Unsaved.
    expect(within(screen.getByRole('row', { name: /TOA-2/ })).getByText('Row 2')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /KET-1/ })).getByText('Unsaved')).toBeTruthy();
  });

  it('says why a locked cell does not open: the spec text with the column label', async () => {
    mockFetch({ [`GET ${PATH}`]: () => page() });
    grid(['view:product', 'modify:product']);
    await screen.findByText('Steel kettle');
    fireEvent.doubleClick(cell('KET-1', 'asin'));
    await screen.findByText('You do not have the permission to edit column ASIN');
    // regular_price is editable, but not by this user (no modify:price).
    fireEvent.doubleClick(cell('KET-1', 'regular_price'));
    await screen.findByText('You do not have the permission to edit column Regular Price');
  });

  it('shows bullet points one per line and saves each edited line as its own bullet', async () => {
    const SKU_PATH = '/data/sku';
    const skuColumns = dataColumns('sku', null)!.filter((c) =>
      ['sku_code', 'bullet_points', 'keywords'].includes(c.field),
    );
    const net = mockFetch({
      [`GET ${SKU_PATH}`]: () =>
        page([
          {
            _key: '[5]',
            sku_code: 'MUG-1',
            bullet_points: ['Holds 1 litre', 'Dishwasher safe'],
            keywords: ['mug', 'red'],
          },
        ]),
      'PUT /data/save': () => json(200, { updated: 1 }),
    });
    renderWithProviders(
      <ServerDataGrid
        label="SKU"
        queryKey={['sku-grid-test']}
        operation={gridOps('sku', null)!.page}
        updateOperation={gridOps('sku', null)!.update}
        columns={skuColumns}
      />,
      user({ roles: [role(1, 'Seller', ['view:sku', 'modify:sku'])] }),
    );
    await screen.findByText('MUG-1');
    expect(cell('MUG-1', 'bullet_points').textContent).toBe('Holds 1 litre\nDishwasher safe');
    expect(cell('MUG-1', 'keywords').textContent).toBe('mug red');
    fireEvent.doubleClick(cell('MUG-1', 'bullet_points'));
    const box = await waitFor(() => {
      const el = cell('MUG-1', 'bullet_points').querySelector('textarea');
      if (!el) throw new Error('no editor yet');
      return el;
    });
    expect(box.value).toBe('Holds 1 litre\nDishwasher safe');
    fireEvent.change(box, { target: { value: 'Holds 1 litre\nDishwasher safe\nBPA free' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('Unsaved');
    fireEvent.click(screen.getByRole('button', { name: DATA_VAULT_TEXT.saveChanges }));
    await screen.findByText(DATA_VAULT_TEXT.saved);
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toEqual([
      { _key: '[5]', bullet_points: ['Holds 1 litre', 'Dishwasher safe', 'BPA free'] },
    ]);
  });

  it('says a grid without an update endpoint is not editable', async () => {
    mockFetch({ [`GET ${PATH}`]: () => page() });
    grid(['view:product', 'modify:product'], null);
    await screen.findByText('Steel kettle');
    screen.getByText(DATA_VAULT_TEXT.notEditable);
    expect(screen.queryByRole('button', { name: DATA_VAULT_TEXT.saveChanges })).toBeNull();
    expect(cell('KET-1', 'title').classList.contains('MuiDataGrid-cell--editable')).toBe(false);
  });

  it('shows a 403 as the server detail and other failures as Failed to fetch data', async () => {
    mockFetch({ [`GET ${PATH}`]: () => json(403, { detail: 'You do not have access to this marketplace' }) });
    grid(['view:product']);
    expect((await screen.findByTestId('grid-fetch-error')).textContent).toBe(
      'You do not have access to this marketplace',
    );
  });

  it('words a server failure as Failed to fetch data', async () => {
    mockFetch({ [`GET ${PATH}`]: () => json(500, { detail: 'database unavailable' }) });
    grid(['view:product']);
    expect((await screen.findByTestId('grid-fetch-error')).textContent).toBe(
      'Failed to fetch data: database unavailable',
    );
  });
});
