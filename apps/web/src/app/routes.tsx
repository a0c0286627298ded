import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { RequireAuth } from './guards/RequireAuth';
import { RequireClientAdmin, RequireSuperAdmin } from './guards/RequireRole';
import { type Guard, HOME_SCREEN_PATH, SCREENS, type Screen } from './screens';
import { loadPage } from './screens/pages';
import { NewVersionBanner } from './shell/NewVersionBanner';

const toRoute = (s: Screen): RouteObject => ({
  path: s.path,
  lazy: async () => ({ Component: await loadPage(s.page) }),
  handle: { screen: s.title },
});

/** The routes behind one guard, each loading its page (its own chunk) when first opened. */
const byGuard = (guard: Guard) => SCREENS.filter((s) => s.guard === guard).map(toRoute);

/** Loads the shell's code: the app passes one so the sign-in page never downloads the shell (its own chunk). */
export type ShellLoader = () => Promise<ComponentType>;

/**
 * /login is public; everything else sits behind the area guard inside the shell. The shell itself is
 * passed in (an element, or a loader of its component) so tests can build the same tree with a light stand-in.
 */
export function appRoutes(shell: ReactNode | ShellLoader, login: RouteObject): RouteObject[] {
  const home = toRoute(SCREENS.find((s) => s.path === HOME_SCREEN_PATH)!);
  const shellRoute: RouteObject =
    typeof shell === 'function' ? { lazy: async () => ({ Component: await shell() }) } : { element: shell };
  return [
    login,
    {
      element: <RequireAuth />,
      children: [
        {
          ...shellRoute,
          children: [
            { index: true, lazy: home.lazy, handle: home.handle },
            ...byGuard('area'),
            { element: <RequireClientAdmin />, children: byGuard('client-admin') },
            { element: <RequireSuperAdmin />, children: byGuard('super-admin') },
            { path: '*', element: <Navigate to={HOME_SCREEN_PATH} replace /> },
          ],
        },
      ],
    },
  ];
}

/**
 * The sign-in page (in the entry chunk: it is the first page most visits show) with the new-version banner (spec 03 "Global banner"), which the shell shows on every other
 * page: someone who stays on the sign-in page across a release still gets the new version.
 */
export const loginRoute: RouteObject = {
  element: (
    <>
      <Outlet />
      <NewVersionBanner />
    </>
  ),
  children: [
    {
      path: '/login',
      Component: LoginPage,
    },
  ],
};
