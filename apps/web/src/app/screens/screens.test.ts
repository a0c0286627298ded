import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { resolvePermissions } from '@marketdesk/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, loginRoute } from '../routes';
import { HOME_SCREEN_PATH, SCREENS, SECTIONS } from './index';
import { sidebarMenu } from './menu';
import { hasPageFile, loadPage } from './pages';

const routePaths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths(r.children ?? [])]);

describe('screen registry', () => {
  it('writes each path once', () => {
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain(HOME_SCREEN_PATH);
  });

  it('gives every route a page file', () => {
    expect(SCREENS.filter((s) => !hasPageFile(s.page)).map((s) => s.page)).toEqual([]);
  });

  it('gives every route a page file that exports the component it names', () => {
    // The sources, not the modules: loading every page with its grids and charts would take the better part of a minute.
    const sources = import.meta.glob<string>('../../features/*/*/*Page.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const missing = SCREENS.filter((s) => {
      const name = s.page.slice(s.page.lastIndexOf('/') + 1);
      const source = sources[`../../features/${s.page}.tsx`] ?? '';
      return !new RegExp(`export (function|const) ${name}\\b`).test(source);
    });
    expect(missing.map((s) => s.page)).toEqual([]);
  });

  it('names every feature folder as the server module it serves (the placeholder page serves none)', () => {
    const folders = (dir: string) =>
      readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name);
    const modules = new Set(folders('../../../../server/src/modules'));
    expect(folders('../../features').filter((f) => !modules.has(f))).toEqual(['coming-soon']);
  });

  it('loads a page through the registry', async () => {
    expect(typeof (await loadPage('coming-soon/pages/ComingSoonPage'))).toBe('function');
    await expect(loadPage('coming-soon/pages/NoSuchPage')).rejects.toThrow('No page file');
  });

  it('routes every screen behind its guard, the dashboard also at the index', () => {
    const routes = routePaths(appRoutes(null, loginRoute));
    expect(routes.filter((p) => p !== '/login' && p !== '*').sort()).toEqual(
      SCREENS.map((s) => s.path).sort(),
    );
  });

  it('gives every menu entry a route, a known section and a unique place and label in it', () => {
    const sections = SECTIONS.map((s) => s.id);
    const placed = SCREENS.flatMap((s) => (s.menu ? [s.menu] : []));
    expect(placed).toHaveLength(35);
    for (const m of placed) expect(sections).toContain(m.section);
    const places = placed.map((m) => `${m.section} ${m.order}`);
    expect(new Set(places).size).toBe(places.length);
    const labels = placed.map((m) => `${m.section} ${m.label}`);
    expect(new Set(labels).size).toBe(labels.length);
    // Each section's entries are numbered 1, 2, 3, … in the order shown.
    for (const id of sections) {
      const orders = placed.filter((m) => m.section === id).map((m) => m.order);
      expect(orders.sort((a, b) => a - b)).toEqual(orders.map((_, i) => i + 1));
    }
  });

  it('shows a super admin holding Client Admin all 35 entries, each a route of the registry', () => {
    const menu = sidebarMenu(
      resolvePermissions({ codes: [], roleNames: ['Client Admin'], isSuperAdmin: true }),
    );
    const paths = menu.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths).toHaveLength(35);
    expect(new Set(paths).size).toBe(35);
    const routes = new Set(SCREENS.map((s) => s.path));
    expect(paths.filter((p) => !routes.has(p))).toEqual([]);
  });
});
