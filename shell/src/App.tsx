import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@kb/api-client';
import { GlobalStyle } from '@kb/ui';
import { AppRoutes } from './routes';

/** Providers shared by every remote: global style and theme variables, SWR semantics, router. */
export function App({ fallback = {} }: { fallback?: Record<string, unknown> }) {
  return (
    <StrictMode>
      <GlobalStyle />
      <SWRConfig value={{ ...swrDefaults, fallback }}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SWRConfig>
    </StrictMode>
  );
}
