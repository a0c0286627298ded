import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FOCUSED_QUERY_ROOTS, invalidateFocusedFlag } from './query-roots';

describe('invalidateFocusedFlag', () => {
  it("clears both screens' cached lists and details, and nothing else", async () => {
    const qc = new QueryClient();
    const analyzer = [...FOCUSED_QUERY_ROOTS.analyzer, 3, 'list', {}];
    const manage = [...FOCUSED_QUERY_ROOTS.manage, 'list', 3, 1, 100];
    const other = ['tickets', 'list'];
    for (const key of [analyzer, manage, other]) qc.setQueryData(key, { items: [] });
    await invalidateFocusedFlag(qc);
    expect(qc.getQueryState(analyzer)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(manage)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
