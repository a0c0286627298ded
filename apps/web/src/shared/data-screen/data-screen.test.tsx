import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/shared/grid/testing';
import type { FileUpload } from '../upload/useFileUpload';
import { UploadOutcome } from './DataScreen';
import { TemplateButton } from './TemplateButton';

const upload = (over: Partial<FileUpload>): FileUpload => ({
  status: 'idle',
  file: null,
  percent: 0,
  errors: [],
  failing: null,
  message: null,
  answer: null,
  upload: async () => {},
  clearErrors: () => {},
  ...over,
});
const rows: FileUpload['errors'] = [{ row: 2, field: 'sku', message: 'SKU is required' }];

describe('UploadOutcome', () => {
  it('shows the failure beside the error table, or only without rows when the screen says so', () => {
    const failed = upload({ status: 'error', message: 'Found 1 validation errors', errors: rows });
    const { rerender } = render(
      <UploadOutcome upload={failed} failure={{ severity: 'warning', testId: 'f' }} table={{}} />,
    );
    expect(screen.getByTestId('f').textContent).toBe('Found 1 validation errors');
    expect(screen.getByRole('table', { name: 'Upload errors' })).toBeTruthy();
    rerender(
      <UploadOutcome
        upload={failed}
        failure={{ severity: 'error', testId: 'f', withoutRows: 'Upload failed' }}
        table={{}}
      />,
    );
    expect(screen.queryByTestId('f')).toBeNull();
    rerender(
      <UploadOutcome
        upload={upload({ status: 'error' })}
        failure={{ severity: 'error', testId: 'f', withoutRows: 'Upload failed' }}
        table={{}}
      />,
    );
    expect(screen.getByTestId('f').textContent).toBe('Upload failed');
  });
});

describe('TemplateButton', () => {
  it('warns with the refusal and downloads nothing; otherwise downloads and toasts the outcome', async () => {
    const ui = userEvent.setup();
    const download = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue(undefined);
    let refusal: string | null = 'Select a marketplace';
    renderWithProviders(
      <TemplateButton
        download={download}
        refusal={() => refusal}
        success="Template downloaded"
        failed={() => 'Template failed'}
      />,
    );
    const button = screen.getByRole('button', { name: 'Download Template' });
    await ui.click(button);
    expect(await screen.findByText('Select a marketplace')).toBeTruthy();
    expect(download).not.toHaveBeenCalled();
    refusal = null;
    await ui.click(button);
    expect(await screen.findByText('Template failed')).toBeTruthy();
    await ui.click(button);
    expect(await screen.findByText('Template downloaded')).toBeTruthy();
    expect(download).toHaveBeenCalledTimes(2);
  });
});
