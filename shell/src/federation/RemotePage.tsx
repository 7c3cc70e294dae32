// Renders the page a remote provides for a path, isolated: a remote that is down or throws shows an
// error card with Retry inside the main area, and the rest of the site keeps working.
import { css } from '@emotion/react';
import { Component, startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import type { RemoteName } from '@heirloom/contracts';
import { useSession } from '@heirloom/platform';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  t,
} from '@heirloom/ui/base';
import { usePrerender } from '../prerender/context';
import { HeldPage, releaseHeldPage, useHeldPage } from '../prerender/held-page';
import { REMOTE_PAGE_SLOT } from '../prerender/slot';
import { loadedPage, pageLoad, type LoadedPage } from './pages';

export { REMOTE_PAGE_SLOT };

const remoteLabels: Record<RemoteName, string> = {
  marketing: 'Company pages',
  wealth: 'Wealth overview',
  advisory: 'Advisory',
};

function LoadedRemotePage({ load, page }: { load: Promise<LoadedPage>; page?: LoadedPage }) {
  // A page already loaded renders now: use() of a settled promise would still wait a tick on the fallback.
  const { Page, Root } = page ?? use(load);
  return (
    <Root>
      <Page />
    </Root>
  );
}

interface RemotePageProps {
  remote: RemoteName;
  path: string;
  bare?: boolean;
}

export function RemotePage(props: RemotePageProps) {
  // A signed-in page served prerendered is held as served (prerender/held-page.tsx). Decided once: the
  // page then renders in the same place of the tree whether the held HTML has gone or not.
  const held = useHeldPage(props.path);
  const [wasHeld] = useState(held !== null);
  return wasHeld ? <HeldRemotePage {...props} held={held} /> : <RemotePageContent {...props} />;
}

/**
 * A signed-in page that came prerendered: its HTML stays as served until the session is known and the
 * page's code has loaded (or failed to), then the page replaces it in one commit. Only this one watches
 * the session: a public page's RemotePage must not re-render while React is still hydrating it.
 */
function HeldRemotePage({ held, ...props }: RemotePageProps & { held: string | null }) {
  const { remote, path } = props;
  const prerendering = usePrerender() !== null;
  const signedIn = useSession().data != null;
  const [settled, setSettled] = useState(false);
  const page = loadedPage(remote, path);
  useEffect(() => {
    if (held === null || page) return;
    let current = true;
    // Loaded, the page takes over; failed, the error card with Retry does (RemotePageContent).
    const done = () => current && setSettled(true);
    pageLoad(remote, path).then(done, done);
    return () => {
      current = false;
    };
  }, [held, page, remote, path]);
  const ready = held !== null && !prerendering && !!(page || settled) && signedIn;
  // The page takes the held HTML's place in a transition, so that its first render, the largest of the
  // load, runs in slices that give the main thread back. The session's answer (a store update, which
  // React renders at once and whole) only says it may.
  const [released, setReleased] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setReleased(true));
  }, [ready]);
  const holding = held !== null && !released;
  useEffect(() => {
    if (held !== null && !holding) releaseHeldPage();
  }, [held, holding]);
  return holding ? <HeldPage html={held} /> : <RemotePageContent {...props} />;
}

function RemotePageContent({ remote, path, bare = false }: RemotePageProps) {
  // Retry remounts the boundary, which asks for the page again.
  const [attempt, setAttempt] = useState(0);
  // At build time the remote's page is not the shell's to render: its place is marked, and the remote's
  // own build renders what goes there (see docs/architecture.md, First load).
  const prerendering = usePrerender() !== null;
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={
        <RemoteErrorCard label={remoteLabels[remote]} bare={bare} onRetry={() => setAttempt((n) => n + 1)} />
      }
    >
      <Suspense fallback={<PageSkeleton bare={bare} />}>
        {prerendering ? (
          <RemotePageSlot />
        ) : (
          <LoadedRemotePage load={pageLoad(remote, path)} page={loadedPage(remote, path)} />
        )}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** The place of a remote's page in a prerendered frame; the gateway puts the remote's HTML here. */
function RemotePageSlot() {
  return <heirloom-remote-page />;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'heirloom-remote-page': Record<string, never>;
    }
  }
}

class RemoteErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] remote failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RemoteErrorCard({ label, bare, onRetry }: { label: string; bare: boolean; onRetry: () => void }) {
  return (
    <div css={css({ padding: bare ? t.space[8] : 0, display: 'grid', placeItems: 'start center' })}>
      <Card role="alert" data-testid="remote-error" css={css({ width: '100%', maxWidth: '36rem' })}>
        <CardHeader>
          {/* The page's heading while its content is unavailable. */}
          <CardTitle as="h1">This section couldn't load</CardTitle>
          <CardDescription>
            {label} is temporarily unavailable. Everything else keeps working; try again in a moment.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onRetry}>Retry</Button>
        </CardContent>
      </Card>
    </div>
  );
}

function PageSkeleton({ bare }: { bare: boolean }) {
  return (
    <div
      aria-busy="true"
      aria-label="Loading"
      css={css({ display: 'grid', gap: t.space[4], padding: bare ? t.space[8] : 0 })}
    >
      <Skeleton css={css({ height: '2.25rem', width: '16rem' })} />
      <Skeleton css={css({ height: '1rem', width: '24rem', maxWidth: '100%' })} />
      <div
        css={css({
          display: 'grid',
          gap: t.space[4],
          gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
        })}
      >
        <Skeleton css={css({ height: '7rem' })} />
        <Skeleton css={css({ height: '7rem' })} />
        <Skeleton css={css({ height: '7rem' })} />
      </div>
    </div>
  );
}
