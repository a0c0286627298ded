import { TextField } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps, FormDialogStatus } from './FormDialog';

type Extra = Partial<Omit<FormDialogProps, 'onSubmit' | 'children'>>;

/** A one-field form as the screens build them: react-hook-form's handleSubmit as onSubmit. */
function NameForm({ onSave, extra }: { onSave: (v: { name: string }) => void; extra: Extra }) {
  const { register, handleSubmit } = useForm({ defaultValues: { name: '' } });
  return (
    <FormDialog open title="Add Brand" onClose={() => {}} onSubmit={handleSubmit(onSave)} {...extra}>
      <TextField {...register('name')} label="Brand Name" />
    </FormDialog>
  );
}

function show(extra: Extra = {}) {
  const onSave = vi.fn();
  render(<NameForm onSave={onSave} extra={extra} />);
  return { onSave, dialog: screen.getByRole('dialog', { name: 'Add Brand' }) };
}

describe('FormDialog', () => {
  it('shows the title, the fields, Cancel and Save; Save submits the values', async () => {
    const ui = userEvent.setup();
    const { dialog, onSave } = show();
    await ui.type(within(dialog).getByLabelText('Brand Name'), 'Acme');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({ name: 'Acme' });
  });

  it('submits on Enter in a field', async () => {
    const ui = userEvent.setup();
    const { dialog, onSave } = show({ submitLabel: 'Create' });
    await ui.type(within(dialog).getByLabelText('Brand Name'), 'Borealis{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({ name: 'Borealis' });
    expect(within(dialog).getByRole('form', { name: 'Add Brand' })).toBeTruthy();
  });

  it('Cancel and Escape close it', async () => {
    const ui = userEvent.setup();
    const onClose = vi.fn();
    const { dialog } = show({ onClose });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await ui.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while busy: both buttons disabled, a spinner on Save, Escape ignored', async () => {
    const ui = userEvent.setup();
    const onClose = vi.fn();
    const { dialog, onSave } = show({ onClose, busy: true });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(save).getByRole('progressbar')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await ui.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a status in the same frame while its data loads: no form, no buttons', async () => {
    const ui = userEvent.setup();
    const onClose = vi.fn();
    render(
      <FormDialogStatus open title="Edit Amazon US" onClose={onClose}>
        <p>Failed to fetch token data</p>
      </FormDialogStatus>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Amazon US' });
    expect(within(dialog).getByText('Failed to fetch token data')).toBeTruthy();
    expect(within(dialog).queryByRole('button')).toBeNull();
    expect(within(dialog).queryByRole('form')).toBeNull();
    await ui.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
