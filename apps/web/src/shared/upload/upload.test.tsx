import { DATA_VAULT_TEXT } from '@marketdesk/contracts/data-vault';
import { dataUploadOps } from '@marketdesk/contracts/operations/data-upload';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, user } from '../../test/factories';
import { renderWithProviders } from '../../test/shared/grid/testing';
import { installFakeXhr } from '../../test/shared/upload/fake-xhr';
import { UploadButton, UploadStatusLine } from './UploadButton';
import { UploadErrorTable } from './UploadErrorTable';
import { errorLines, errorsCsv, rejectedErrors } from './upload-errors';
import { limitsText } from './upload-limits';
import { useFileUpload } from './useFileUpload';

/** An accepted upload as the server answers it (dataUploadOps.upload). */
const ACCEPTED = { detail: '', inserted: 0, updated: 0, unchanged: 0, upload_id: 1, skipped: [] };

function Harness() {
  const upload = useFileUpload({
    operation: dataUploadOps.upload,
    query: { data_type: 'orders', mp_id: 3 },
    extensions: ['.xlsx', '.xls'],
    texts: {
      uploaded: DATA_VAULT_TEXT.uploaded,
      failed: DATA_VAULT_TEXT.uploadFailed,
      forbidden: DATA_VAULT_TEXT.uploadForbidden,
      rejected: DATA_VAULT_TEXT.validationErrors,
    },
  });
  return (
    <>
      <UploadButton upload={upload} />
      <button type="button" onClick={upload.clearErrors}>
        {DATA_VAULT_TEXT.clearErrors}
      </button>
      <UploadStatusLine upload={upload} limits={limitsText()} />
      <UploadErrorTable errors={upload.errors} />
    </>
  );
}

const xlsx = (name = 'orders.xlsx') => new File(['PK\u0003\u0004data'], name);
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });

const ERRORS = [
  { row: 3, type: 'text', message: 'SKU Code is required.' },
  { row: 3, type: 'text', message: 'Order ID is required.' },
  {
    row: 5,
    type: 'json',
    message: JSON.stringify([{ loc: ['quantity_ordered'], msg: 'Quantity ordered cannot be negative.' }]),
  },
];

describe('upload', () => {
  it('states the limits, uploads with progress and token, then reads Change File', async () => {
    const xhr = installFakeXhr();
    renderWithProviders(<Harness />, user());
    expect(screen.getByTestId('upload-limits').textContent).toBe('Up to 25 MB and 100,000 rows per file.');
    expect(screen.getByTestId('upload-input').getAttribute('accept')).toBe('.xlsx,.xls');
    choose(xlsx());
    expect(screen.getByTestId('upload-file-name').textContent).toBe('orders.xlsx');
    const sent = xhr.sent[0]!;
    expect(sent.method).toBe('POST');
    const url = new URL(sent.url, 'http://localhost');
    expect(url.pathname).toBe('/data/process-file');
    expect(Object.fromEntries(url.searchParams)).toEqual({ data_type: 'orders', mp_id: '3', client_id: '1' });
    expect(sent.headers.Authorization).toBe('Bearer access');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    act(() => sent.progress(50, 200));
    expect(screen.getByTestId('upload-percent').textContent).toBe('25%');
    act(() => sent.respond(200, { ...ACCEPTED, detail: 'File uploaded successfully', inserted: 2 }));
    await screen.findByText(DATA_VAULT_TEXT.uploaded);
    expect(screen.getByTestId('upload-percent').textContent).toBe('100%');
    expect(screen.getByRole('button', { name: DATA_VAULT_TEXT.changeFile })).toBeTruthy();
  });

  it('lists the row errors of a refused upload, grouped by row, with json messages as loc: msg', async () => {
    installFakeXhr((x) => x.respond(422, { detail: 'Found 3 validation errors', errors: ERRORS }));
    renderWithProviders(<Harness />, user());
    choose(xlsx());
    await screen.findByText('Found 3 validation errors');
    const table = screen.getByRole('table', { name: 'Upload errors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Row', 'Error Message']);
    const row3 = screen.getByTestId('upload-error-row-3');
    expect(within(row3).getByText('SKU Code is required.')).toBeTruthy();
    expect(within(row3).getByText('Order ID is required.')).toBeTruthy();
    expect(
      within(screen.getByTestId('upload-error-row-5')).getByText(
        'quantity_ordered: Quantity ordered cannot be negative.',
      ),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: DATA_VAULT_TEXT.clearErrors }));
    expect(screen.queryByRole('table', { name: 'Upload errors' })).toBeNull();
  });

  it('words a 403 and any other failure as the spec does, and refuses other file types', async () => {
    let answer: [number, unknown] = [403, { detail: 'This marketplace is not assigned to you.' }];
    installFakeXhr((x) => x.respond(...answer));
    renderWithProviders(<Harness />, user());
    choose(xlsx());
    // The server's reason first; the spec's permission text for a 403 without one.
    await screen.findByText('This marketplace is not assigned to you.');
    answer = [403, {}];
    choose(xlsx('again.xlsx'));
    await screen.findByText(DATA_VAULT_TEXT.uploadForbidden);
    answer = [500, {}];
    choose(xlsx('again.xls'));
    await screen.findByText(DATA_VAULT_TEXT.uploadFailed);
    choose(xlsx('notes.csv'));
    await screen.findByText('Files of type .csv cannot be uploaded here. Upload .xlsx, .xls.');
  });

  it('refreshes the token once on a 401 and sends the file again', async () => {
    const xhr = installFakeXhr((x) =>
      x.headers.Authorization === 'Bearer new'
        ? x.respond(200, { ...ACCEPTED, detail: 'ok' })
        : x.respond(401, { detail: 'expired' }),
    );
    const net = mockFetch({
      'POST /auth/refresh': () => json(200, { access_token: 'new', refresh_token: 'r2' }),
    });
    renderWithProviders(<Harness />, user());
    choose(xlsx());
    await screen.findByText(DATA_VAULT_TEXT.uploaded);
    expect(net.count('POST', '/auth/refresh')).toBe(1);
    expect(xhr.sent).toHaveLength(2);
  });
});

describe('upload errors', () => {
  it('turns json messages into loc: msg lines and keeps unreadable ones', () => {
    expect(
      errorLines({ row: 2, type: 'json', message: '[{"loc":["body","ean"],"msg":"EAN is required"}]' }),
    ).toEqual(['body.ean: EAN is required']);
    expect(errorLines({ row: 2, type: 'json', message: 'not json' })).toEqual(['not json']);
  });

  it('builds a CSV of the failing rows with formula-looking cells neutralised', () => {
    const csv = errorsCsv([
      { row: 4, type: 'text', message: '=HYPERLINK("x")' },
      { row: 2, type: 'text', message: 'SKU Code is required.' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Row,Error Message',
      '2,SKU Code is required.',
      `4,"'=HYPERLINK(""x"")"`,
    ]);
  });

  it("builds the failing rows with the file's own columns and an error column when the server sent them", () => {
    const csv = errorsCsv(
      [
        { row: 3, type: 'text', message: 'SKU Code is required.' },
        { row: 3, type: 'text', message: 'Name is required.' },
      ],
      {
        header: ['SKU Code', 'Name', 'Weight', 'Note'],
        rows: [{ row: 3, values: ['', '', '+12', '=SUM(A1)'] }],
      },
    );
    // A plain number stays a number (contracts/formula.ts); a formula is neutralised.
    expect(csv.split('\r\n')).toEqual([
      'SKU Code,Name,Weight,Note,Error Message',
      `,,+12,'=SUM(A1),"SKU Code is required.\nName is required."`,
    ]);
  });

  it('reads the Data Vault, purchase-order and DF error lists and drops anything else', () => {
    const vault = { row: 2, type: 'text', message: 'SKU Code is required.' };
    const po = { row: 3, po_id: 'PO-9', type: 'validation', message: 'Quantity ordered is required.' };
    const file = { row: 1, po_id: null, type: 'other', message: 'missing po_id' };
    const df = { row: 4, field: 'asin', message: 'ASIN is required.' };
    const junk = [{ row: '5', type: 'text', message: 'x' }, { row: 6, type: 'odd', message: 'x' }, null];
    expect(rejectedErrors({ errors: [vault, po, file, df, ...junk] })).toEqual([vault, po, file, df]);
    expect(rejectedErrors({ detail: 'nope' })).toBeNull();
    expect(errorLines(po as never)).toEqual(['PO PO-9: Quantity ordered is required.']);
    expect(errorLines(file as never)).toEqual(['missing po_id']);
    expect(errorLines(df)).toEqual(['asin: ASIN is required.']);
  });

  it('shows Row, Field and Error Message per error under a summary with byField', () => {
    renderWithProviders(
      <UploadErrorTable
        byField
        summary="2 validation errors"
        errors={[
          { row: 5, field: 'quantity_ordered', message: 'Must be a whole number.' },
          { row: 3, field: 'asin', message: 'ASIN is required.' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: '2 validation errors' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Upload errors' });
    const head = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(head).toEqual(['Row', 'Field', 'Error Message']);
    const body = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(body).toEqual(['3asinASIN is required.', '5quantity_orderedMust be a whole number.']);
  });
});
