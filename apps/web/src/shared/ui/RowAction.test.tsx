import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteAction, EditAction } from './RowAction';

describe('row actions', () => {
  it('name the row, call back, and explain a disabled action in the tooltip', async () => {
    const ui = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <>
        <EditAction name="Acme" onClick={onEdit} />
        <DeleteAction
          name="Client Admin"
          onClick={onDelete}
          disabled
          title="The Client Admin group cannot be deleted"
        />
      </>,
    );
    await ui.click(screen.getByRole('button', { name: 'Edit Acme' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    const locked = screen.getByRole('button', { name: 'Delete Client Admin' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    await ui.hover(locked.parentElement!);
    expect(
      await screen.findByRole('tooltip', { name: 'The Client Admin group cannot be deleted' }),
    ).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
