import { describe, expect, it } from 'vitest';
import { documentApp } from './openapi-app';
import { openApiText, readCheckedIn } from './platform/openapi-document';

describe('openapi.json', () => {
  it('is the document of the routes as they are (run `npm run openapi` after changing an operation)', async () => {
    const app = await documentApp();
    try {
      const current = openApiText(app);
      const checkedIn = await readCheckedIn();
      // Compared as parsed JSON first, so a failure names the differing path instead of one huge string.
      expect(JSON.parse(checkedIn || '{}')).toEqual(JSON.parse(current));
      expect(checkedIn).toBe(current);
    } finally {
      await app.close();
    }
  });

  it('lists every operation of the route table', async () => {
    const app = await documentApp();
    try {
      const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
      const documented = Object.entries(paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
      );
      const routes = app.routeTable.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
      expect(new Set(documented)).toEqual(new Set(routes));
    } finally {
      await app.close();
    }
  });
});
