import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { cleanup, configure, getConfig, prettyDOM, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { resetIdleForTests } from '../app/shell/idle';
import { forgetWaitingToasts } from '../shared/feedback/toast-queue';
import { notificationStore } from '../shared/notifications/store';
import { resetSessionForTests } from '../shared/session/store';
import { resetTaskStoreForTests } from '../shared/tasks/task-store';
import { cacheComputedStyles } from './computed-style-cache';
import { prefilterStyleMatching } from './style-prefilter';

configure({
  // Lazy routes are transformed on first use; on a busy machine that can take more than the 1 s default (a CI run
  // with the end-to-end suite beside it took 17 s to show the dashboard route). Below the 30 s test timeout.
  asyncUtilTimeout: 25_000,
  // A failed query prints the page into its error. Inside `findBy…`/`waitFor`, which retry at every change and every
  // 50 ms, each failure printed the whole page for nobody; there testing-library marks diagnostics as expensive,
  // and its time-out asks for the error again (outside that mark), so the page is printed once, when it fails.
  getElementError: function elementError(message, container) {
    // Not in the published types, but how testing-library's own role query decides the same (queries/role.js).
    const page = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics
      ? ''
      : `Ignored nodes: comments, script, style\n${prettyDOM(container)}`;
    const error = new Error([message, page].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    // The stack starts where the query was called, as testing-library's own errors do.
    Error.captureStackTrace?.(error, elementError);
    return error;
  },
});

// getComputedStyle, which role queries call per element, was most of a web test's time: see style-prefilter.ts
// and computed-style-cache.ts.
prefilterStyleMatching(document);
if (document.defaultView) cacheComputedStyles(document.defaultView);

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
  forgetWaitingToasts();
  document.title = '';
});
