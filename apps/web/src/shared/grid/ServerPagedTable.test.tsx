import { access } from '@marketdesk/contracts/access';
import { gridPage } from '@marketdesk/contracts/grid';
import { operation } from '@marketdesk/contracts/operation';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json, mockFetch, user } from '../../test/factories';
import { renderWithProviders } from '../../test/shared/grid/testing';
import { ServerPagedTable } from './ServerPagedTable';

interface Ticket {
  id: number;
  title: string;
}
const ALL: Ticket[] = Array.from({ length: 620 }, (_, i) => ({ id: i + 1, title: `Ticket ${i + 1}` }));

function serve() {
  return mockFetch({
    'GET /tickets': (url) => {
      const cursor = Number(url.searchParams.get('cursor'));
      const size = Number(url.searchParams.get('size'));
      const items = ALL.slice((cursor - 1) * size, cursor * size);
      return json(200, {
        items,
        total: ALL.length,
        current_page: cursor,
        next_page: null,
        previous_page: null,
      });
    },
  });
}

/** A grid-protocol page operation of this test's own (any row shape). */
const PAGES = operation({
  method: 'GET',
  path: '/tickets',
  summary: 'Pages of test rows',
  tags: [],
  access: access.member(),
  answer: gridPage(z.any()),
});

function table(selection?: { search?: string }) {
  return renderWithProviders(
    <ServerPagedTable<Ticket>
      label="Tickets"
      queryKey={['tickets-test']}
      operation={PAGES}
      selection={selection}
      columns={[
        { header: 'ID', cell: (t) => t.id },
        { header: 'Title', cell: (t) => t.title },
      ]}
      rowKey={(t) => t.id}
      pageSizes={[50, 75, 100, 250, 500]}
      initialPageSize={50}
      empty="No tickets found in this view."
      loadFailed="Failed to fetch ticket"
    />,
    user(),
  );
}

describe('ServerPagedTable', () => {
  it('asks the server for one page at a time, from cursor 1, with page sizes above 100', async () => {
    const net = serve();
    table();
    await screen.findByText('Ticket 50');
    expect(screen.queryByText('Ticket 51')).toBeNull();
    expect(net.calls[0]!.url.searchParams.get('cursor')).toBe('1');
    expect(net.calls[0]!.url.searchParams.get('size')).toBe('50');
    expect(screen.getByText('1–50 of 620')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Ticket 51');
    expect(net.calls.at(-1)!.url.searchParams.get('cursor')).toBe('2');

    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '500' }));
    await screen.findByText('Ticket 500');
    const last = net.calls.at(-1)!.url.searchParams;
    expect([last.get('cursor'), last.get('size')]).toEqual(['1', '500']);
    expect(within(screen.getByRole('table', { name: 'Tickets' })).getAllByRole('row')).toHaveLength(501);
  });

  it('shows the empty text and the failure text', async () => {
    mockFetch({
      'GET /tickets': () =>
        json(200, { items: [], total: 0, current_page: 1, next_page: null, previous_page: null }),
    });
    const first = table({ search: 'none' });
    await screen.findByText('No tickets found in this view.');
    first.unmount();
    mockFetch({ 'GET /tickets': () => json(500, {}) });
    table();
    await waitFor(() => screen.getByText('Failed to fetch ticket'));
  });
});

describe('ServerPagedTable with the screen’s own call', () => {
  it('shows the rows the screen holds, keeps its paging, and has no footer for a whole list', async () => {
    const query = { isPending: false, isError: false, data: {} } as UseQueryResult<unknown>;
    const onPageChange = vi.fn();
    const rows = ALL.slice(0, 2);
    const props = {
      label: 'Files',
      query,
      rows,
      columns: [{ header: 'Title', cell: (t: Ticket) => t.title }],
      rowKey: (t: Ticket) => t.id,
      rowProps: (t: Ticket) => ({ 'data-testid': `file-${t.id}` }),
      loadFailed: 'Failed',
    };
    const first = renderWithProviders(
      <ServerPagedTable<Ticket>
        {...props}
        total={620}
        pageSizes={[10, 25]}
        paging={{ page: 0, size: 10, onPageChange, onSizeChange: () => {} }}
      />,
    );
    expect(screen.getByTestId('file-2').textContent).toBe('Ticket 2');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    first.unmount();
    renderWithProviders(<ServerPagedTable<Ticket> {...props} total={2} paging={false} />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });
});
