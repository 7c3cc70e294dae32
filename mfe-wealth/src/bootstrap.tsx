// Standalone mount, for working on this remote alone (`npm run serve`). The shell never loads this file:
// it imports ./routes through federation and supplies the chrome, global styles and toaster itself.
import { css } from '@emotion/react';
import { applyTheme, queryClient, useThemeStore } from '@heirloom/platform';
import { Button, GlobalStyles, Spinner, t, Toaster } from '@heirloom/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import remote from './routes';

const pages = Object.entries(remote.pages).map(([path, load]) => ({ path, Page: lazy(load) }));

const bar = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: t.space[1],
  padding: `${t.space[2]} ${t.space[4]}`,
  fontSize: t.text.xs,
  background: t.color.muted,
  borderBottom: `1px solid ${t.color.border}`,
  '& a': { padding: `${t.space[1]} ${t.space[2]}`, borderRadius: t.radius.sm, color: t.color.mutedFg },
  '& a[aria-current="page"]': { background: t.color.card, color: t.color.fg, fontWeight: 600 },
});
// Same padding and width as the shell's main area, so pages look as they will in the site.
const main = css({
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${t.space[6]} clamp(1rem, 3vw, 2rem) ${t.space[8]}`,
});

function Standalone() {
  const { theme, toggleTheme } = useThemeStore();
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <>
      <GlobalStyles />
      <nav aria-label="Wealth remote pages" css={bar}>
        <strong css={{ marginRight: t.space[2] }}>mfe_wealth (standalone)</strong>
        {pages.map(({ path }) => (
          <NavLink key={path} to={path} end>
            {path}
          </NavLink>
        ))}
        <Button variant="ghost" size="sm" onClick={toggleTheme} css={{ marginLeft: 'auto' }}>
          {theme === 'dark' ? 'Light' : 'Dark'} theme
        </Button>
      </nav>
      <remote.Root>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  path === '/' ? (
                    <Page />
                  ) : (
                    <main css={main}>
                      <Page />
                    </main>
                  )
                }
              />
            ))}
            <Route
              path="*"
              element={<main css={main}>This path belongs to another part of the site.</main>}
            />
          </Routes>
        </Suspense>
      </remote.Root>
      <Toaster />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Standalone />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
