import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { resetIdleForTests } from '../app/shell/idle';
import { notificationStore } from '../shared/notifications/store';
import { resetSessionForTests } from '../shared/session/store';
import { resetTaskStoreForTests } from '../shared/tasks/task-store';

// Lazy routes are transformed on first use; on a busy machine that can take more than the 1 s default (a CI run
// with the end-to-end suite beside it took 17 s to show the dashboard route). Below the 30 s test timeout.
configure({ asyncUtilTimeout: 25_000 });

// The style cache MUI writes through (emotion's default, one per module graph): each style it meets is added to
// the page once, as its own <style>, and stays. Shared, a worker's page gathered every file's styles (1,300
// after seven files), and jsdom reads every one for each getComputedStyle, which role queries call per element:
// each file slowed the ones after it. Emptied after every test, so each test starts with no style, as a fresh
// page (the cache adds what the next test renders again).
let emotion: EmotionCache | undefined;
render(
  createElement(
    withEmotionCache((_props: object, cache: EmotionCache) => {
      emotion = cache;
      return null;
    }),
  ),
);
cleanup();

// The web project runs without isolation (vitest.config.ts): the files of a worker share one jsdom and one
// module graph. So each test ends as a reload would leave the page: nothing mounted, empty storage, the
// module-level stores (session, tasks, notifications, idle throttle) back to that storage, real timers, no style.
afterEach(() => {
  cleanup();
  if (emotion) {
    emotion.sheet.flush();
    for (const key of Object.keys(emotion.inserted)) delete emotion.inserted[key];
  }
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSessionForTests();
  resetTaskStoreForTests();
  resetIdleForTests();
  notificationStore.clear();
  document.title = '';
});
