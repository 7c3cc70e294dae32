// The frame (layout/frame.ts) as its own chunk (issue 35: the landing page's JavaScript). A page that
// has a frame starts loading it with the shell (index.ts, beside the bootstrap chunk) and the shell
// renders or hydrates once both have loaded, so its first render finds it loaded, as when it was part of
// the bootstrap chunk: nothing suspends and the prerendered HTML hydrates as before. Only a move from a
// page without a frame (the landing page, the sign-in screens) to one with it waits for it, inside the
// router's navigation (a transition: the old page stays until it has loaded).
import { use, type ComponentType } from 'react';
import { loadFrame } from './frame-paths';

type Frame = Awaited<ReturnType<typeof loadFrame>>;

let frame: Frame | undefined;
let loading: Promise<Frame> | undefined;

/** The frame's chunk, loaded and kept for the renders that follow (one promise until it settles). */
export function frameLoaded(): Promise<Frame> {
  loading ??= loadFrame().then(
    (mod) => (frame = mod),
    (err: unknown) => {
      loading = undefined; // the next render asks again
      throw err;
    },
  );
  return loading;
}

function framePart<K extends 'AppLayout' | 'RequireSession' | 'RequireAccess' | 'NotFoundPage'>(name: K) {
  function Part() {
    const Component: ComponentType = (frame ?? use(frameLoaded()))[name];
    return <Component />;
  }
  Part.displayName = name;
  return Part;
}

export const AppLayout = framePart('AppLayout');
export const RequireSession = framePart('RequireSession');
export const RequireAccess = framePart('RequireAccess');
export const NotFoundPage = framePart('NotFoundPage');
