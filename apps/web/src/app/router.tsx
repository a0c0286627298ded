import { createBrowserRouter } from 'react-router';
import { appRoutes, loginRoute } from './routes';

/** The shell is a chunk of its own, loaded with the first signed-in screen: the sign-in page does without it. */
export const router = createBrowserRouter(
  appRoutes(async () => (await import('./shell/AppShell')).AppShell, loginRoute),
);
