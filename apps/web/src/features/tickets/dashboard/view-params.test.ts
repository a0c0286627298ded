import { describe, expect, it } from 'vitest';
import { changeView, listQuery, readView } from './view-params';

const read = (q: string, tabs = ['unassigned', 'mine', 'raised'] as const) =>
  readView(new URLSearchParams(q), [...tabs]);

describe('dashboard view in the address', () => {
  it('falls back to the defaults for what a user may not see or an address got wrong', () => {
    expect(read('tab=all&rpp=60&order=up&orderBy=password&page=-1&scrollTo=x')).toEqual({
      tab: 'unassigned',
      subTab: undefined,
      page: 0,
      rpp: 50,
      order: 'desc',
      orderBy: 'dt_creation',
      s: '',
      deep: false,
      scrollTo: null,
    });
    expect(read('', ['all', 'unassigned', 'mine', 'raised'] as never).tab).toBe('all');
    expect(read('tab=mine&subTab=nope').subTab).toBe('pending');
    expect(read('s=ab&d=true').deep).toBe(false); // deep search needs 3 characters
    expect(read('s=abc&d=true').deep).toBe(true);
  });

  it('goes back to page 0 on a new tab, size, sort or search, and drops scrollTo and the old sub-tab', () => {
    const now = new URLSearchParams('tab=mine&subTab=resolved&page=4&scrollTo=9&s=x');
    expect(changeView(now, { page: 5 }).toString()).toBe('tab=mine&subTab=resolved&page=5&s=x');
    expect(changeView(now, { tab: 'raised' }).toString()).toBe('tab=raised&s=x');
    expect(changeView(now, { rpp: 500 }).toString()).toBe('tab=mine&subTab=resolved&s=x&rpp=500');
    expect(changeView(now, { s: null, d: null }).toString()).toBe('tab=mine&subTab=resolved');
  });

  it('sends the quick filter to the list only when it is not a deep search', () => {
    expect(listQuery(read('s=otto')).s).toBe('otto');
    expect(listQuery(read('s=otto&d=true')).s).toBeUndefined();
  });
});
