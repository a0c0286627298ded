import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorStatus } from '../shared/api/errors';
import { theme } from '../shared/theme/theme';
import { SessionEffects } from './SessionEffects';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network and server errors get one more try.
        retry: (failures, error) => failures < 1 && (errorStatus(error) ?? 500) >= 500,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SessionEffects />
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
