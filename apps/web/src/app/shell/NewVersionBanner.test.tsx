import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/session/storage-keys';
import { json, mockFetch } from '../../test/factories';
import { renderRoutes, signedOut } from '../../test/render';
import { NEW_VERSION_TEXT, NewVersionBanner } from './NewVersionBanner';

const MINUTE = 60_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const banner = () => screen.queryByTestId('new-version-banner');
const countdown = () => screen.getByTestId('new-version-countdown').textContent;

/** The page last saw 4.2.133; the server answers the versions given, one per check, then the last again. */
function setUp(...versions: string[]) {
  localStorage.setItem(STORAGE_KEYS.appVersion, '4.2.133');
  const fetch = vi.fn(() => Promise.resolve(versions.length > 1 ? versions.shift()! : versions[0]!));
  const reload = vi.fn();
  render(<NewVersionBanner fetch={fetch} reload={reload} />);
  return { fetch, reload };
}

describe('new-version banner (spec 03)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden while the version is the same, and appears when a 20-minute check finds a new one', async () => {
    const { fetch } = setUp('4.2.133', '4.3.0');
    await advance(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
    await advance(20 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(banner()).not.toBeNull();
    expect(screen.getByText(NEW_VERSION_TEXT.title)).toBeTruthy();
    expect(countdown()).toBe('30');
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('4.3.0');
    // Nothing more to learn: no further checks.
    await advance(60 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('counts down 30 seconds and then reloads the page', async () => {
    const { reload } = setUp('4.3.0');
    await advance(0);
    expect(countdown()).toBe('30');
    await advance(10_000);
    expect(countdown()).toBe('20');
    expect(reload).not.toHaveBeenCalled();
    await advance(20_000);
    expect(countdown()).toBe('0');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Refresh Now reloads at once', async () => {
    const { reload } = setUp('4.3.0');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: NEW_VERSION_TEXT.refresh }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Delay by 5 minutes hides it that long, then it comes back with a fresh countdown', async () => {
    const { reload } = setUp('4.3.0');
    await advance(0);
    await advance(25_000);
    fireEvent.click(screen.getByRole('button', { name: NEW_VERSION_TEXT.delay }));
    expect(banner()).toBeNull();
    await advance(5 * MINUTE - 1);
    expect(banner()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await advance(1);
    expect(banner()).not.toBeNull();
    expect(countdown()).toBe('30');
    await advance(30_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('new-version banner on the sign-in page', () => {
  it('shows above the sign-in form when the server runs another version', async () => {
    signedOut();
    localStorage.setItem(STORAGE_KEYS.appVersion, '4.2.0');
    mockFetch({
      'GET /auth/config': () => json(200, { google_enabled: false, idle_timeout_seconds: 1800 }),
      'GET /health-check': () => json(200, { v: '4.3.0' }),
    });
    renderRoutes('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(await screen.findByTestId('new-version-banner')).toBeTruthy();
    expect(screen.getByText(NEW_VERSION_TEXT.title)).toBeTruthy();
  });
});
