import { routePath, shellLessPaths } from '@heirloom/contracts';

type Frame = typeof import('./frame');

let load: Promise<Frame> | undefined;

/**
 * Loads the frame's chunk (layout/frame.ts) once; a failed load is forgotten, so the next asks again.
 * Its one import site is here, in the shell's entry: a second one (in the bootstrap chunk) made the
 * bundler copy the modules the frame and the bootstrap chunk share into both.
 */
export function loadFrame(): Promise<Frame> {
  load ??= import('./frame').catch((err: unknown) => {
    load = undefined;
    throw err;
  });
  return load;
}

/**
 * Whether a path's page is drawn in the frame (layout/frame.ts): all but the landing page, sign-in,
 * sign-up and invitations. No React in this module: index.ts uses it before the shared modules are
 * negotiated.
 */
export function pathHasFrame(pathname: string): boolean {
  const path = routePath(pathname);
  return !(
    shellLessPaths.includes(path) ||
    path === '/login' ||
    path === '/register' ||
    path.startsWith('/invite/')
  );
}
