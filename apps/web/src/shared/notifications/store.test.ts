import { afterEach, describe, expect, it } from 'vitest';
import { type AppNotification, notificationStore, readStateKey } from './store';

const note = (id: number, dt: string, location = 1): AppNotification => ({
  pk_msg_id: id,
  title: `N${id}`,
  message: 'm',
  level: 0,
  location,
  sender: 'Sam',
  dt_create: dt,
});

describe('notification store', () => {
  afterEach(() => notificationStore.clear());

  it('ignores duplicates by message id and keeps creation order; latest is the newest dt_create', () => {
    notificationStore.setUser(7);
    notificationStore.add([note(2, '2025-01-02T00:00:00.000000Z'), note(1, '2025-01-01T00:00:00.000000Z')]);
    notificationStore.add([note(2, '2025-01-02T00:00:00.000000Z'), note(3, '2025-01-03T00:00:00.000000Z')]);
    notificationStore.add([note(3, '2025-01-03T00:00:00.000000Z')]);
    expect(notificationStore.get().items.map((n) => n.pk_msg_id)).toEqual([1, 2, 3]);
    expect(notificationStore.latest()).toBe('2025-01-03T00:00:00.000000Z');
  });

  it('keeps read state per user in localStorage, across a clear and a new sign-in', () => {
    notificationStore.setUser(7);
    notificationStore.add([note(1, '2025-01-01T00:00:00.000000Z'), note(2, '2025-01-02T00:00:00.000000Z')]);
    notificationStore.markRead([1]);
    expect(JSON.parse(localStorage.getItem(readStateKey(7))!)).toEqual([1]);
    notificationStore.clear();
    expect(notificationStore.get().items).toEqual([]);
    expect(notificationStore.get().readIds.size).toBe(0);

    notificationStore.setUser(8);
    expect([...notificationStore.get().readIds]).toEqual([]);
    notificationStore.setUser(7);
    expect([...notificationStore.get().readIds]).toEqual([1]);
  });

  it('survives unreadable stored state', () => {
    localStorage.setItem(readStateKey(9), '{not json');
    notificationStore.setUser(9);
    expect(notificationStore.get().readIds.size).toBe(0);
    localStorage.setItem(readStateKey(9), '[1,"x",2]');
    notificationStore.setUser(9);
    expect([...notificationStore.get().readIds]).toEqual([1, 2]);
  });
});
