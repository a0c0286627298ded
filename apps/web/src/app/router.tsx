import { createBrowserRouter } from 'react-router';
import { appRoutes, loginRoute } from './routes';
import { AppShell } from './shell/AppShell';

export const router = createBrowserRouter(appRoutes(<AppShell />, loginRoute));
