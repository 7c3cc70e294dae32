// A form dialog whose code loads when it first opens, not with the page: the forms (react-hook-form,
// the resolvers and zod, ~39 KB gzip) were on every page's first load though most visits only read.
// It is mounted only while open, so its form starts afresh each time it opens.
import { createElement, lazy, Suspense, type FunctionComponent, type ReactNode } from 'react';

/** A dialog component's props, which must have `open` (else `{ open: boolean }`, which it then fails). */
type OpenableProps<C> = C extends (props: infer P) => ReactNode
  ? P extends { open: boolean }
    ? P
    : { open: boolean }
  : never;

/**
 * `lazyDialog(() => import('./XDialog').then((m) => m.XDialog))`: a component with XDialog's props that
 * renders nothing while `open` is false and XDialog (loaded on first open) while it is true.
 */
// Typed by the component rather than by its props: inferring props through `.then` fails.
export function lazyDialog<C extends (props: OpenableProps<C>) => ReactNode>(
  load: () => Promise<C>,
): (props: OpenableProps<C>) => ReactNode;
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<(props: P) => ReactNode>,
): (props: P) => ReactNode {
  const Loaded: FunctionComponent<P> = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    if (!props.open) return null;
    // createElement, not JSX: JSX's props type of a generic P is a conditional type TypeScript cannot
    // resolve.
    return <Suspense fallback={null}>{createElement(Loaded, props)}</Suspense>;
  }
  return LazyDialog;
}
