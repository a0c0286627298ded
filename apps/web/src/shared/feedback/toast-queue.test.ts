import { afterEach, describe, expect, it } from 'vitest';
import { attachToastHost, closeToast, forgetWaitingToasts, showToast, type ToastHost } from './toast-queue';

/** A host that writes down what it was asked. */
function recorder() {
  const shown: string[] = [];
  const closed: unknown[] = [];
  const host: ToastHost = {
    show: (message, options) => shown.push(`${options.variant ?? 'default'}: ${String(message)}`),
    close: (key) => closed.push(key),
  };
  return { host, shown, closed };
}

let detach: (() => void) | undefined;
afterEach(() => {
  detach?.();
  detach = undefined;
  forgetWaitingToasts();
});

describe('toast-queue', () => {
  it('keeps the toasts asked for before the host loads and shows them, in order, when it comes', () => {
    showToast('Saved', { variant: 'success' });
    showToast('Broken', { variant: 'error' });
    const r = recorder();
    detach = attachToastHost(r.host);
    expect(r.shown).toEqual(['success: Saved', 'error: Broken']);
    showToast('Reset', { variant: 'info' });
    expect(r.shown).toEqual(['success: Saved', 'error: Broken', 'info: Reset']);
  });

  it('closes through the host, and waits again once the host is gone', () => {
    const first = recorder();
    const off = attachToastHost(first.host);
    closeToast('k1');
    off();
    showToast('Later');
    closeToast('k2');
    expect(first.shown).toEqual([]);
    expect(first.closed).toEqual(['k1']);
    const second = recorder();
    detach = attachToastHost(second.host);
    expect(second.shown).toEqual(['default: Later']);
  });

  it('forgets what waits when asked (the shell went away before its host came)', () => {
    showToast('Stale');
    forgetWaitingToasts();
    const r = recorder();
    detach = attachToastHost(r.host);
    expect(r.shown).toEqual([]);
  });

  it('a host detached late does not detach the one that replaced it', () => {
    const a = recorder();
    const offA = attachToastHost(a.host);
    const b = recorder();
    detach = attachToastHost(b.host);
    offA();
    showToast('Still shown');
    expect(b.shown).toEqual(['default: Still shown']);
  });
});
