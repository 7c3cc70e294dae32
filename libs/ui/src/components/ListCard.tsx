// A card holding one list of a family's things (accounts, policies, documents...), with the four states
// every list has: loading (skeleton rows of the final height), failed (the reason and Retry), empty
// (what to add, and where) and the rows themselves. Header actions (add, manage, upload) sit top right.
import { css } from '@emotion/react';
import { AlertTriangle } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  t,
} from '@heirloom/ui/base';

const header = css({
  flexDirection: 'row',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: t.space[3],
});
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2] });
const errorStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[3],
  padding: t.space[4],
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.destructive} 10%, transparent)`,
  color: t.color.fg,
  fontSize: t.text.sm,
  '& svg': { flexShrink: 0, width: '1.125rem', height: '1.125rem', color: t.color.destructive },
});
const skeletonRows = css({ display: 'flex', flexDirection: 'column', gap: t.space[3] });

export type ListCardProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links in the header (Add, Manage, Upload). */
  actions?: ReactNode;
  /** The list is loading: show `skeletonCount` rows of `skeletonHeight`. */
  loading?: boolean;
  skeletonCount?: number;
  skeletonHeight?: string;
  /** The list failed to load: its message, and Retry when `onRetry` is given. */
  error?: unknown;
  onRetry?: () => void;
  /** The list loaded with no rows: this replaces the children. */
  empty?: boolean;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  emptyIcon?: ReactNode;
  /** Content under the rows (a "View all" link, totals). */
  footer?: ReactNode;
  children?: ReactNode;
};

export function ListCard({
  title,
  description,
  actions,
  loading,
  skeletonCount = 3,
  skeletonHeight = '2.75rem',
  error,
  onRetry,
  empty,
  emptyTitle = 'Nothing here yet',
  emptyDescription,
  emptyAction,
  emptyIcon,
  footer,
  children,
  ...props
}: ListCardProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <div css={skeletonRows} aria-busy="true" aria-label="Loading">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <Skeleton key={i} height={skeletonHeight} />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <div css={errorStyle} role="alert">
        <AlertTriangle aria-hidden="true" />
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space[2], minWidth: 0 }}>
          <p>Could not load this list. {readableError(error)}</p>
          {onRetry ? (
            <div>
              <Button size="sm" variant="outline" onClick={onRetry}>
                Retry
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    );
  } else if (empty) {
    body = (
      <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} icon={emptyIcon} />
    );
  } else {
    body = children;
  }
  return (
    <Card {...props}>
      <CardHeader css={header}>
        <div css={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: t.space[1] }}>
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {actions ? <div css={actionsStyle}>{actions}</div> : null}
      </CardHeader>
      <CardContent>
        {body}
        {footer && !loading && !error ? <div css={{ marginTop: t.space[4] }}>{footer}</div> : null}
      </CardContent>
    </Card>
  );
}

/** A short reason from an ApiError-like message ("503: ..."), never a stack or raw HTML. */
function readableError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const status = /^(\d{3}):/.exec(message)?.[1];
  if (status === '401') return 'Your session has ended; sign in again.';
  if (status && Number(status) >= 500) return 'The server had a problem; please try again.';
  if (!status) return 'Check your connection and try again.';
  return 'Please try again.';
}
