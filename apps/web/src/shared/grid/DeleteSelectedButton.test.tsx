import { dataColumns } from '@marketdesk/contracts/data-vault';
import { MARKETPLACE_REGISTRY } from '@marketdesk/contracts/marketplace-registry';
import { gridOps } from '@marketdesk/contracts/operations/data-vault';
import { purchaseOrderOps } from '@marketdesk/contracts/operations/vendor-orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, user } from '../../test/factories';
import { renderWithProviders } from '../../test/shared/grid/testing';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { ServerDataGrid } from './ServerDataGrid';

const PATH = '/az/purchaseorders';
// The AZ purchase-order grid's own operations (read-only page, delete).
const PAGE = gridOps('purchase_orders', MARKETPLACE_REGISTRY.AZ)!.page;
const DELETE = purchaseOrderOps(MARKETPLACE_REGISTRY.AZ)!.delete;
const COLUMNS = dataColumns('purchase_orders', MARKETPLACE_REGISTRY.AZ)!.slice(0, 3);
const ROWS = [
  { _key: 'k1', po_id: 'PO-1' },
  { _key: 'k2', po_id: 'PO-2' },
  { _key: 'k3', po_id: 'PO-3' },
];
const TEXTS = {
  title: 'Delete selected rows?',
  body: (n: number) => `${n} selected row(s) will be deleted.`,
  deleted: (n: number) => `Deleted ${n} row(s).`,
  failed: 'Failed to delete rows',
};

function grid(selectable: boolean) {
  renderWithProviders(
    <ServerDataGrid
      label="PO Data"
      queryKey={['po-test']}
      operation={PAGE}
      params={{ mp_id: 3 }}
      updateOperation={null}
      columns={COLUMNS}
      selectionActions={
        selectable
          ? (rows) => (
              <DeleteSelectedButton
                rows={rows}
                operation={DELETE}
                params={{ mp_id: 3 }}
                invalidate={['po-test']}
                texts={TEXTS}
              />
            )
          : undefined
      }
    />,
    user(),
  );
}

const serve = (status = 200, body: unknown = { deleted: 2 }) =>
  mockFetch({
    [`GET ${PATH}`]: () =>
      json(200, { items: ROWS, total: 3, current_page: 1, next_page: null, previous_page: null }),
    [`DELETE ${PATH}`]: () => json(status, body),
  });

const check = (poId: string) =>
  fireEvent.click(within(screen.getByRole('row', { name: new RegExp(poId) })).getByRole('checkbox'));

describe('ServerDataGrid row selection and DeleteSelectedButton', () => {
  it('has no checkboxes and no delete without selectionActions', async () => {
    serve();
    grid(false);
    await screen.findByText('PO-1');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Delete Selected/ })).toBeNull();
  });

  it('asks first, then sends one DELETE with the checked keys and reads the grid again', async () => {
    const net = serve();
    grid(true);
    await screen.findByText('PO-1');
    const del = screen.getByRole('button', { name: 'Delete Selected' }) as HTMLButtonElement;
    expect(del.disabled).toBe(true);
    check('PO-1');
    check('PO-3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.title });
    within(dialog).getByText('2 selected row(s) will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.count('DELETE', PATH)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Deleted 2 row(s).');
    const call = net.calls.find((c) => c.method === 'DELETE')!;
    expect(call.url.searchParams.get('mp_id')).toBe('3');
    expect(JSON.parse(String(call.init.body))).toEqual({ keys: ['k1', 'k3'] });
    await waitFor(() => expect(net.count('GET', PATH)).toBe(2));
    await screen.findByRole('button', { name: 'Delete Selected' });
  });

  it('toasts the server detail of a refused delete, else the fallback', async () => {
    serve(404, { detail: 'Row k2 was not found.' });
    grid(true);
    await screen.findByText('PO-2');
    check('PO-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Selected (1)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Row k2 was not found.');
  });
});
