import { TICKET_TEXT, type TicketItem, type TicketTypeId } from '@marketdesk/contracts/tickets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openDetail, ticket } from '../../../../test/tickets/detail';

function withItems(type: TicketTypeId, items: TicketItem[], more = {}) {
  return ticket(
    { num_items: items.length, data: { items, requested_content_type: [], drive_link: null }, ...more },
    type,
  );
}
async function itemsTable() {
  return screen.findByRole('table', { name: 'Ticket items' });
}
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const rowCells = (table: HTMLElement, n = 1) =>
  within(within(table).getAllByRole('row')[n]!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const T11_ROW: TicketItem = {
  item_no: 1,
  client_id: 1,
  mp_id: 3,
  profile_id: 'P-100',
  seller_name: 'Acme US',
  min_bid: 0.5,
  targeting_id: 'tg-1',
  campaign_id: 'c-1',
  adgroup_id: 'ag-1',
  adgroup_name: 'Kitchen exact',
  target_or_search_term: 'garlic press',
  item_type: 'target',
  action_type: 'good',
  existing_bid: 0.8,
  impressions: 1234.4,
  clicks: 12,
  ctr: 0.0123,
  units: 3,
  conversion: 0.25,
  spend: 9.6,
  cpc: 0.8,
  sales: 60,
  acos: 0.16,
  new_bid: null,
};

describe('Ticket bodies', () => {
  it('T11: the columns in order, percentages, integers, "-" for empty, coloured action type, no hidden keys', async () => {
    openDetail(
      withItems(
        'T11',
        [
          T11_ROW,
          {
            ...T11_ROW,
            item_no: 2,
            action_type: 'bad',
            profile_id: 'P-200',
            seller_name: 'Acme CA',
            ctr: null,
          },
        ],
        { creator_name: '' },
      ),
    );
    const table = await itemsTable();
    expect(headers(table)).toEqual([
      'Adgroup Name',
      'Target Or Search Term',
      'Item Type',
      'Existing Bid',
      'Impressions',
      'Clicks',
      'Ctr',
      'Units',
      'Conversion',
      'Spend',
      'Cpc',
      'Sales',
      'Acos',
      'Action Type',
      'New Bid',
      'Action',
      'Result',
    ]);
    expect(rowCells(table).slice(0, 15)).toEqual([
      'Kitchen exact',
      'garlic press',
      'target',
      '0.8',
      '1,234',
      '12',
      '1.23%',
      '3',
      '25.00%',
      '9.6',
      '0.8',
      '60',
      '16.00%',
      'good',
      '-',
    ]);
    expect(rowCells(table, 2)[6]).toBe('-');
    const chips = within(table).getAllByTestId('action-type');
    expect(chips[0]!.className).toMatch(/colorSuccess/);
    expect(chips[1]!.className).toMatch(/colorError/);
    for (const hidden of ['P-100', 'tg-1', 'Acme US', 'Min Bid', 'Seller Name'])
      expect(within(table).queryByText(hidden)).toBeNull();
    const note = screen.getByTestId('automated-note');
    expect(note.textContent).toContain(TICKET_TEXT.automatedNote);
    expect(note.textContent).toContain('P-100, P-200');
    expect(note.textContent).toContain('Acme US, Acme CA');
    expect(screen.getByRole('heading', { name: 'Comments by System' })).toBeTruthy();
  });

  it("T11: bids and amounts in the row's currency (its profile's marketplace; the first test's rows carry none)", async () => {
    openDetail(
      withItems('T11', [
        { ...T11_ROW, currency_code: 'EUR', new_bid: 0.95, action_taken: 'Adjust bid' },
        {
          ...T11_ROW,
          item_no: 2,
          currency_code: 'INR',
          existing_bid: 12,
          spend: 1500,
          cpc: 12.5,
          sales: 9000,
        },
      ]),
    );
    const table = await itemsTable();
    const money = (n: number) => [3, 9, 10, 11].map((i) => rowCells(table, n)[i]);
    expect(money(1)).toEqual(['€0.80', '€9.60', '€0.80', '€60.00']);
    expect(rowCells(table, 1)[14]).toBe('€0.95');
    expect(money(2)).toEqual(['₹12.00', '₹1,500.00', '₹12.50', '₹9,000.00']);
    expect(within(table).queryByText(/\$/)).toBeNull();
  });

  it('T12: buy-box win as a percent with 2 decimals and stock "Non-Retail" for non-retail items; note N/A without profiles', async () => {
    const row = {
      mp_sku_code: 'SKU-1',
      asin: 'B001',
      warehouse_stock: 2,
      fba_stock: 1,
      buybox_win_percentage: 45.5,
      is_retail: true,
    };
    openDetail(
      withItems('T12', [
        { item_no: 1, ...row },
        { item_no: 2, ...row, is_retail: false, warehouse_stock: null },
      ]),
    );
    const table = await itemsTable();
    expect(headers(table).slice(0, 5)).toEqual([
      'Mp Sku Code',
      'Asin',
      'Warehouse Stock',
      'Fba Stock',
      'Buybox Win Percentage',
    ]);
    expect(rowCells(table).slice(0, 5)).toEqual(['SKU-1', 'B001', '2', '1', '45.50%']);
    expect(rowCells(table, 2).slice(2, 4)).toEqual(['Non-Retail', 'Non-Retail']);
    expect(screen.getByTestId('automated-note').textContent).toContain('N/A');
  });

  it("T14: the asin links to the marketplace's product page in a new tab", async () => {
    openDetail(
      withItems('T14', [
        {
          item_no: 1,
          item_id: 'RK-1',
          mp_id: 3,
          ad_group_name: 'AG',
          asin: 'B00X',
          product_title: 'Press',
          previous_week_rank: 4,
          new_rank: 19,
        },
      ]),
    );
    const table = await itemsTable();
    expect(headers(table).slice(0, 6)).toEqual([
      'Item Id',
      'Ad Group Name',
      'Asin',
      'Product Title',
      'Previous Week Rank',
      'New Rank',
    ]);
    const link = within(table).getByRole('link', { name: 'B00X' });
    expect(link.getAttribute('href')).toBe('https://www.amazon.com/dp/B00X');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('T16: the title with the count, file links, reflected Yes/No/-, metadata lines', async () => {
    const file = (n: number, reflected: unknown) => ({
      item_no: n,
      client_id: 1,
      mp_id: null,
      brand_id: null,
      data_type: 'INVOICE',
      file_name: `inv${n}.xlsx`,
      reflected_on_db: reflected,
      metadata: { vendor_name: 'Porto', invoice_no: `INV-${n}` },
    });
    openDetail(
      withItems('T16', [file(1, true), file(2, false), file(3, null)], {
        file_links: { 'inv1.xlsx': '/files/signed/abc' },
      }),
    );
    await screen.findByRole('heading', { name: TICKET_TEXT.uploadedFiles(3) });
    const table = await itemsTable();
    expect(headers(table).slice(0, 7)).toEqual([
      'Data Type',
      'File Name',
      'Reflected On Db',
      'Metadata',
      'Mp Id',
      'Brand Id',
      'Client Id',
    ]);
    expect(within(table).getByRole('link', { name: 'inv1.xlsx' }).getAttribute('href')).toBe(
      '/files/signed/abc',
    );
    expect([2, 3, 4].map((n) => rowCells(table, n - 1)[2])).toEqual(['Yes', 'No', '-']);
    expect(rowCells(table)[3]).toBe('vendor_name: Porto\ninvoice_no: INV-1');
  });

  it("T16 without files: 'No uploaded files attached to this ticket.'", async () => {
    openDetail(withItems('T16', []));
    await screen.findByText(TICKET_TEXT.noUploadedFiles);
    expect(screen.getByRole('heading', { name: TICKET_TEXT.uploadedFiles(0) })).toBeTruthy();
  });

  it("generic types: the fixed column order, prices in the ticket's marketplace currency (Amazon US)", async () => {
    openDetail(
      withItems('T2', [
        { item_no: 1, competitor_selling_price: 9, retailer_sku: 'S-1', our_selling_price: 10 },
      ]),
    );
    const table = await itemsTable();
    expect(headers(table)).toEqual(['Retailer Sku', 'Our Selling Price', 'Competitor Selling Price']);
    expect(rowCells(table)).toEqual(['S-1', '$10.00', '$9.00']);
    expect(screen.queryByTestId('automated-note')).toBeNull();
  });

  it('a T2–T7 ticket raised by hand shows its form’s fields after the fixed columns it carries (issue 16)', async () => {
    openDetail(
      withItems('T2', [
        {
          item_no: 1,
          retailer_sku: 'MUG-1',
          new_price: '12.50',
          sale_price: '9.99',
          client_id: 1,
          mp_id: null,
        },
      ]),
    );
    const table = await itemsTable();
    expect(headers(table)).toEqual(['Retailer Sku', 'New Price', 'Sale Price']);
    expect(rowCells(table)).toEqual(['MUG-1', '$12.50', '$9.99']);
  });

  it("says 'No items associated with this ticket.' and 'No data result available for this ticket.'", async () => {
    openDetail(withItems('T15', []));
    await screen.findByText(TICKET_TEXT.noItems);
    expect(screen.getByText(TICKET_TEXT.noResult, { exact: true })).toBeTruthy();
  });

  it('T10: content types, marketplace, drive link and the SKU items', async () => {
    openDetail(
      ticket(
        {
          num_items: 1,
          data: {
            items: [{ item_no: 1, retailer_sku: 'S-9', comments: 'hero image' }],
            requested_content_type: ['Images', 'A+'],
            drive_link: 'https://drive.example/x',
          },
        },
        'T10',
      ),
    );
    const view = await screen.findByTestId('t10-view');
    expect(
      within(view)
        .getAllByText(/^(Images|A\+)$/)
        .map((c) => c.textContent),
    ).toEqual(['Images', 'A+']);
    expect(within(view).getByRole('link', { name: 'https://drive.example/x' })).toBeTruthy();
    expect(rowCells(within(view).getByRole('table'))).toEqual(['S-9', 'hero image']);
  });

  it('exports the items as a formula-safe CSV, with the identifier keys and chosen actions of row-action types', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          blobs.push(b);
          return 'blob:x';
        },
        revokeObjectURL: () => {},
      }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    openDetail(
      withItems('T11', [
        { ...T11_ROW, target_or_search_term: '=HYPERLINK("x")', action_taken: 'Adjust bid', new_bid: 0.9 },
      ]),
    );
    await itemsTable();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(names).toEqual(['ticket_42_items.csv']));
    const [head, row] = (await readText(blobs[0]!)).split('\r\n');
    expect(head).toBe(
      'client_id,mp_id,profile_id,targeting_id,campaign_id,adgroup_id,adgroup_name,target_or_search_term,item_type,existing_bid,impressions,clicks,ctr,units,conversion,spend,cpc,sales,acos,action_type,new_bid,action',
    );
    expect(row).toContain(`1,3,P-100,tg-1,c-1,ag-1,Kitchen exact,"'=HYPERLINK(""x"")",target`);
    expect(row!.endsWith(',0.9,Adjust bid')).toBe(true);
  });
});
