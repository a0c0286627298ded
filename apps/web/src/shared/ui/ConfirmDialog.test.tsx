import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function show(props: Partial<ConfirmDialogProps> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete Client"
      text="Are you sure you want to delete the client Acme?"
      onCancel={onCancel}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onCancel, onConfirm, dialog: screen.getByRole('dialog', { name: 'Delete Client' }) };
}

describe('ConfirmDialog', () => {
  it('asks the question and answers Cancel or Delete', async () => {
    const ui = userEvent.setup();
    const { dialog, onCancel, onConfirm } = show();
    expect(within(dialog).getByText('Are you sure you want to delete the client Acme?')).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Escape cancels', async () => {
    const ui = userEvent.setup();
    const { onCancel } = show();
    await ui.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and ignores Escape while busy; takes another confirm label', async () => {
    const ui = userEvent.setup();
    const { dialog, onCancel, onConfirm } = show({ busy: true, confirmLabel: 'Remove' });
    const remove = within(dialog).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await ui.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(
      <ConfirmDialog open={false} title="Delete" text="Sure?" onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
