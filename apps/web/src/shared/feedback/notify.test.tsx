import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { type Notify, useNotify } from './notify';
import { Toasts } from './Toasts';

const held: { notify?: Notify } = {};

function Probe({ forbidden }: { forbidden?: string }) {
  held.notify = useNotify(forbidden);
  return null;
}

function setUp(forbidden?: string): Notify {
  render(
    <Toasts>
      <Probe forbidden={forbidden} />
    </Toasts>,
  );
  return held.notify!;
}

/** notistack marks each toast with its variant class (notistack-MuiContent-<variant>). */
const variantOf = (text: string) =>
  /notistack-MuiContent-(\w+)/.exec(
    screen.getByText(text).closest('.notistack-MuiContent')?.className ?? '',
  )?.[1];

describe('useNotify', () => {
  it('shows each kind of toast with its variant', async () => {
    const notify = setUp();
    act(() => {
      notify.success('Saved');
      notify.error('Broken');
      notify.warning('Careful');
      notify.info('Reset');
    });
    await screen.findByText('Reset');
    expect(['Saved', 'Broken', 'Careful', 'Reset'].map(variantOf)).toEqual([
      'success',
      'error',
      'warning',
      'info',
    ]);
  });

  it('turns a failed call into the screen text: detail, else 403 warning, else fallback as error', async () => {
    const notify = setUp('No brands for you');
    act(() => {
      notify.failure(new ApiError(403, undefined), 'Failed to save');
      notify.failure(new ApiError(403, 'Not your brand'), 'Failed to save');
      notify.failure(new ApiError(409, 'Code taken'), 'Failed to save');
      notify.failure(new ApiError(500, undefined), 'Failed to save');
    });
    await screen.findByText('Failed to save');
    expect(variantOf('No brands for you')).toBe('warning');
    expect(variantOf('Not your brand')).toBe('warning');
    expect(variantOf('Code taken')).toBe('error');
    expect(variantOf('Failed to save')).toBe('error');
  });

  it('gives a save its callbacks: success toast then done; failure toast and not done', async () => {
    const notify = setUp();
    const done = vi.fn();
    const saved = notify.outcome('Brand updated successfully', 'Failed to update brand', done);
    act(() => saved.onError(new ApiError(500, undefined)));
    expect(await screen.findByText('Failed to update brand')).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
    act(() => saved.onSuccess());
    expect(await screen.findByText('Brand updated successfully')).toBeTruthy();
    expect(variantOf('Brand updated successfully')).toBe('success');
    expect(done).toHaveBeenCalledTimes(1);
  });
});
