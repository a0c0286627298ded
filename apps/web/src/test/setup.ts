import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes are transformed on first use; on a busy machine that can take more than the 1 s default (a CI run
// with the end-to-end suite beside it took 17 s to show the dashboard route). Below the 30 s test timeout.
configure({ asyncUtilTimeout: 25_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
