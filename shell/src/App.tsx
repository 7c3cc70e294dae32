import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routeOwners, shellLessPaths } from '@heirloom/contracts';
import { applyTheme, queryClient, useThemeStore } from '@heirloom/platform';
import { GlobalStyles, Toaster } from '@heirloom/ui';
import { RemotePage } from './federation/RemotePage';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';

const shellCache = createCache({ key: 'shell' });

const shellRoutes = Object.entries(routeOwners).filter(([path]) => !shellLessPaths.includes(path));

export function App() {
  const theme = useThemeStore((s) => s.theme);
  useEffect(() => applyTheme(theme), [theme]);

  return (
    <CacheProvider value={shellCache}>
      <QueryClientProvider client={queryClient}>
        <GlobalStyles />
        <BrowserRouter>
          <Routes>
            {shellLessPaths.map((path) => (
              <Route
                key={path}
                path={path}
                element={<RemotePage key={path} remote={routeOwners[path]!} path={path} bare />}
              />
            ))}
            <Route element={<AppLayout />}>
              {shellRoutes.map(([path, remote]) => (
                <Route
                  key={path}
                  path={path}
                  element={<RemotePage key={path} remote={remote} path={path} />}
                />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </CacheProvider>
  );
}
