import type { AdminUser, UserFormOptions } from '@marketdesk/contracts';
import { USER_EDIT_TEXT } from '@marketdesk/contracts/admin-users';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserFormDialog } from './UserFormDialog';

const OPTIONS: UserFormOptions = {
  clients: [
    {
      id: 1,
      name: 'Acme Home',
      roles: [{ id: 7, name: 'Seller', description: '' }],
      warehouses: [{ pk_warehouse_id: 5, name: 'East' }],
      profiles: [],
    },
  ],
  marketplaces: [{ pk_mp_id: 3, name: 'Amazon US', short_code: 'AZ_US' }],
  brands: [{ pk_brand_id: 4, brand_name: 'Acme' }],
};

const user = (edit: AdminUser['edit']): AdminUser => ({
  id: 11,
  email: 'shared@acme.test',
  first_name: 'Sam',
  last_name: 'Shared',
  dt_create: '2024-01-01T00:00:00Z',
  clients: [{ id: 1, name: 'Acme Home' }],
  roles: [{ id: 7, name: 'Seller', description: '', client_id: 1, permissions: [] }],
  marketplaces: [{ pk_mp_id: 3, name: 'Amazon US' }],
  warehouses: [{ pk_warehouse_id: 5, name: 'East' }],
  brands: [{ pk_brand_id: 4, brand_name: 'Acme' }],
  profiles: [],
  edit,
});

function open(u: AdminUser) {
  const onSubmit = vi.fn();
  render(
    <UserFormDialog
      open
      user={u}
      options={OPTIONS}
      optionsError={false}
      saving={false}
      onClose={() => {}}
      onSubmit={onSubmit}
    />,
  );
  return { dialog: screen.getByRole('dialog'), onSubmit };
}

const input = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe('UserFormDialog: who may edit whom', () => {
  it("shows a shared user's account fields read-only with the note, and still submits them unchanged", async () => {
    const { dialog, onSubmit } = open(
      user({ identity: false, assignments: true, note: USER_EDIT_TEXT.shared }),
    );
    expect(within(dialog).getByTestId('user-edit-note').textContent).toBe(USER_EDIT_TEXT.shared);
    expect(input(dialog, /^Email/).readOnly).toBe(true);
    expect(input(dialog, /^First Name/).readOnly).toBe(true);
    expect(input(dialog, /^Last Name/).readOnly).toBe(true);
    expect(input(dialog, /^Marketplaces/).disabled).toBe(true);
    expect(input(dialog, /^Brands/).disabled).toBe(true);
    expect(input(dialog, /^Roles/).disabled).toBe(false);
    await userEvent.type(input(dialog, /^First Name/), 'X');
    expect(input(dialog, /^First Name/).value).toBe('Sam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      email: 'shared@acme.test',
      first_name: 'Sam',
      last_name: 'Shared',
      marketplace_ids: [3],
      brand_ids: [4],
    });
  });

  it("locks a super admin's account entirely for a client admin", () => {
    const { dialog } = open(user({ identity: false, assignments: false, note: USER_EDIT_TEXT.superAdmin }));
    expect(within(dialog).getByTestId('user-edit-note').textContent).toBe(USER_EDIT_TEXT.superAdmin);
    expect(input(dialog, /^Roles/).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Update User' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows no note and nothing locked when the caller may change everything', () => {
    const { dialog } = open(user({ identity: true, assignments: true, note: null }));
    expect(within(dialog).queryByTestId('user-edit-note')).toBeNull();
    expect(input(dialog, /^Email/).readOnly).toBe(false);
    expect(input(dialog, /^Marketplaces/).disabled).toBe(false);
  });
});
