import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routeOwners, shellLessPaths, type RemoteName } from '@heirloom/contracts';
import { applyTheme, queryClient, useThemeStore, watchSessionEnd } from '@heirloom/platform';
import { GlobalStyles, Toaster } from '@heirloom/ui/base';
import { watchAccessEnd } from './access/access-ended';
import { StepUpHost } from './auth/StepUpHost';
import { RemotePage } from './federation/RemotePage';
import { lazyPage } from './lazy-page';
// The frame, its guards and the 404 page are a chunk of their own, loaded with the shell by the pages
// that have them (layout/deferred-frame.tsx): the landing page has none of them.
import { AppLayout, NotFoundPage, RequireAccess, RequireSession } from './layout/deferred-frame';

// Created when the shell loads, before React hydrates: it takes over the page's prerendered <style
// data-emotion="shell ..."> tags, so nothing is inserted twice and nothing restyles at hydration.
export const SHELL_CACHE_KEY = 'shell';
const shellCache = createCache({ key: SHELL_CACHE_KEY });

// The sign-in screens load on demand: they bring zod, which no other first paint needs.
const login = lazyPage(() => import('./auth/LoginPage'));
const register = lazyPage(() => import('./auth/RegisterPage'));
const LoginPage = login.Page;
const RegisterPage = register.Page;
// The signed-in user's own page (password, other devices): the shell's, not a remote's.
const AccountPage = lazy(() => import('./account/AccountPage'));
// An invitation link (issue 31): public, signed in or not.
const InvitePage = lazy(() => import('./invite/InvitePage'));

/** The shell's own prerendered pages (hydrated, not held), whose code a first load of theirs waits for. */
export const prerenderedShellPages: Record<string, () => Promise<unknown>> = {
  '/login': login.preload,
  '/register': register.preload,
};

const shellRoutes = Object.entries(routeOwners).filter(([path]) => !shellLessPaths.includes(path));
// The company pages stay public; the wealth and advisory pages need a session.
const publicRoutes = shellRoutes.filter(([, remote]) => remote === 'marketing');
const guardedRoutes = shellRoutes.filter(([, remote]) => remote !== 'marketing');

const remoteRoute = ([path, remote]: [string, RemoteName]) => (
  <Route key={path} path={path} element={<RemotePage key={path} remote={remote} path={path} />} />
);

export function App() {
  const theme = useThemeStore((s) => s.theme);
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => watchSessionEnd(queryClient), []);
  useEffect(() => watchAccessEnd(queryClient), []);

  return <AppTree cache={shellCache} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
}

/**
 * The site's tree, which the browser renders with its router and the build's prerender
 * (src/prerender/render.tsx) with a static one: the same elements in the same places, so the
 * prerendered HTML hydrates.
 */
export function AppTree({
  cache,
  router,
  client = queryClient,
}: {
  cache: EmotionCache;
  router: (routes: ReactNode) => ReactNode;
  client?: typeof queryClient;
}) {
  return (
    <CacheProvider value={cache}>
      <QueryClientProvider client={client}>
        <GlobalStyles />
        {router(
          <Routes>
            {shellLessPaths.map((path) => (
              <Route
                key={path}
                path={path}
                element={<RemotePage key={path} remote={routeOwners[path]!} path={path} bare />}
              />
            ))}
            <Route
              path="/login"
              element={
                <Suspense>
                  <LoginPage />
                </Suspense>
              }
            />
            <Route
              path="/register"
              element={
                <Suspense>
                  <RegisterPage />
                </Suspense>
              }
            />
            <Route
              path="/invite/:token"
              element={
                <Suspense>
                  <InvitePage />
                </Suspense>
              }
            />
            <Route element={<AppLayout />}>
              {publicRoutes.map(remoteRoute)}
              <Route element={<RequireSession />}>
                {/* The person's access decides which of these show (access/RequireAccess). */}
                <Route element={<RequireAccess />}>
                  {guardedRoutes.map(remoteRoute)}
                  <Route
                    path="/account"
                    element={
                      <Suspense>
                        <AccountPage />
                      </Suspense>
                    }
                  />
                </Route>
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>,
        )}
        <Toaster />
        <StepUpHost />
      </QueryClientProvider>
    </CacheProvider>
  );
}
