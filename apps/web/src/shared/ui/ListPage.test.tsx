import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { useNotify } from '../feedback/notify';
import { Toasts } from '../feedback/Toasts';
import { useAddEdit } from './add-edit';
import { ListPage } from './ListPage';

const TEXTS = {
  created: 'Brand created successfully',
  createFailed: 'Failed to create brand',
  updated: 'Brand updated successfully',
  updateFailed: 'Failed to update brand',
};
interface Row {
  id: number;
  name: string;
}
const held: { dialog?: ReturnType<typeof useAddEdit<Row>> } = {};

const LIST_TEXTS = {
  title: 'Brand List',
  add: 'Add Brand',
  loading: 'Loading brands',
  forbidden: "You don't have permission to view brands",
  loadFailed: 'Failed to load brands',
  empty: 'No brands yet',
};

function Page() {
  const dialog = useAddEdit<Row>(useNotify(), TEXTS);
  held.dialog = dialog;
  const query = { isPending: false, isError: false, data: [{ id: 7, name: 'Acme' }] } as UseQueryResult<
    Row[]
  >;
  return (
    <ListPage
      query={query}
      texts={LIST_TEXTS}
      onAdd={dialog.add}
      table={(rows) =>
        rows.map((r) => (
          <button key={r.id} type="button" onClick={() => dialog.edit(r)}>
            Edit {r.name}
          </button>
        ))
      }
    >
      {dialog.open && <p>{dialog.editing ? `Editing ${dialog.editing.name}` : 'Adding'}</p>}
    </ListPage>
  );
}

function setUp() {
  render(
    <Toasts>
      <Page />
    </Toasts>,
  );
  return userEvent.setup();
}

describe('ListPage and useAddEdit', () => {
  it('shows the title and list; Add opens the dialog for a new row, a saved one toasts created and closes', async () => {
    const ui = setUp();
    expect(screen.getByRole('heading', { name: 'Brand List' })).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Add Brand' }));
    expect(screen.getByText('Adding')).toBeTruthy();
    act(() => held.dialog!.outcome().onSuccess());
    expect(await screen.findByText('Brand created successfully')).toBeTruthy();
    expect(screen.queryByText('Adding')).toBeNull();
  });

  it("edits a row: a save toasts updated and closes; a failure toasts the server's detail, else the fallback, and stays open", async () => {
    const ui = setUp();
    await ui.click(await screen.findByRole('button', { name: 'Edit Acme' }));
    expect(screen.getByText('Editing Acme')).toBeTruthy();
    act(() => held.dialog!.outcome().onError(new ApiError(409, 'Brand name already exists')));
    expect(await screen.findByText('Brand name already exists')).toBeTruthy();
    act(() => held.dialog!.outcome().onError(new ApiError(500, undefined)));
    expect(await screen.findByText('Failed to update brand')).toBeTruthy();
    expect(screen.getByText('Editing Acme')).toBeTruthy();
    act(() => held.dialog!.outcome().onSuccess());
    expect(await screen.findByText('Brand updated successfully')).toBeTruthy();
    expect(screen.queryByText('Editing Acme')).toBeNull();
  });
});
