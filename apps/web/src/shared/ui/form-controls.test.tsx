import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxControl, TextControl } from './form-controls';

interface Values {
  code: string;
  managed: boolean;
}

function Form({ onSave }: { onSave: (v: Values) => void }) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { code: '', managed: true } });
  const save = (v: Values) => {
    if (v.code.length < 2) setError('code', { message: 'Code must have at least 2 characters' });
    else onSave(v);
  };
  return (
    <form onSubmit={handleSubmit(save)}>
      <TextControl control={control} name="code" label="Brand Code" helperText="Uppercase letters" />
      <CheckboxControl control={control} name="managed" label="Managed" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('form controls', () => {
  it('bind a text field and a checkbox, and show the field message instead of the helper text', async () => {
    const ui = userEvent.setup();
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    expect(screen.getByText('Uppercase letters')).toBeTruthy();
    await ui.type(screen.getByLabelText('Brand Code'), 'A');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code must have at least 2 characters')).toBeTruthy();
    expect(screen.queryByText('Uppercase letters')).toBeNull();
    await ui.type(screen.getByLabelText('Brand Code'), 'B');
    await ui.click(screen.getByLabelText('Managed'));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ code: 'AB', managed: false });
  });
});
