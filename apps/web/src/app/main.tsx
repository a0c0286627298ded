import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { restoreSession } from '../shared/session/sign-in';
import { followOtherTabs } from '../shared/session/store';
import { createQueryClient, Providers } from './providers';
import { router } from './router';

followOtherTabs();
void restoreSession();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

createRoot(root).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
