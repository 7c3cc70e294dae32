// Standalone mount, for working on one remote alone (`npm run serve` in its folder). The shell never
// loads this: it imports the remote's ./routes through federation and supplies the chrome, global styles
// and toaster itself. Imported as '@heirloom/ui/standalone' so the shared ui singleton does not carry it.
import { css } from '@emotion/react';
import { applyTheme, queryClient, useThemeStore, type RemoteModule } from '@heirloom/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import { Button } from './components/Button';
import { Spinner } from './components/Feedback';
import { Toaster } from './components/Toaster';
import { GlobalStyles } from './GlobalStyles';
import { t } from './tokens';

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

function Standalone({
  remote,
  name,
  pages,
}: {
  remote: RemoteModule;
  name: string;
  pages: StandalonePage[];
}) {
  const { theme, toggleTheme } = useThemeStore();
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <>
      <GlobalStyles />
      <nav aria-label={`${name} pages`} css={bar}>
        <strong css={{ marginRight: t.space[2] }}>{name} (standalone)</strong>
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

interface StandalonePage {
  path: string;
  Page: ReturnType<typeof lazy>;
}

/** Renders a remote's pages on their own, with the providers the shell would give them. */
export function mountStandalone(remote: RemoteModule, name: string): void {
  const pages = Object.entries(remote.pages).map(([path, load]) => ({ path, Page: lazy(load) }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Standalone remote={remote} name={name} pages={pages} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
