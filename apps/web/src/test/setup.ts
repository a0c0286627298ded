import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetIdleForTests } from '../app/shell/idle';
import { notificationStore } from '../shared/notifications/store';
import { resetSessionForTests } from '../shared/session/store';
import { resetTaskStoreForTests } from '../shared/tasks/task-store';

// Lazy routes are transformed on first use; on a busy machine that can take more than the 1 s default (a CI run
// with the end-to-end suite beside it took 17 s to show the dashboard route). Below the 30 s test timeout.
configure({ asyncUtilTimeout: 25_000 });

// The web project runs without isolation (vitest.config.ts): the files of a worker share one jsdom and one
// module graph. So each test ends as a reload would leave the page: nothing mounted, empty storage, the
// module-level stores (session, tasks, notifications, idle throttle) back to that storage, real timers.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSessionForTests();
  resetTaskStoreForTests();
  resetIdleForTests();
  notificationStore.clear();
  document.title = '';
});
