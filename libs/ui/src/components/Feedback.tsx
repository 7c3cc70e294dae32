// Small status pieces: EmptyState, Skeleton, Spinner.
import { css, keyframes } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { srOnly, t } from '../tokens';

const emptyStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: t.space[2],
  padding: `${t.space[10]} ${t.space[4]}`,
  border: `1px dashed ${t.color.border}`,
  borderRadius: t.radius.lg,
});
const emptyIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: t.space[1],
  borderRadius: t.radius.full,
  background: t.color.muted,
  color: t.color.mutedFg,
  '& svg': { width: '1.5rem', height: '1.5rem' },
});
const emptyTitle = css({ fontSize: t.text.md, fontWeight: 600 });
const emptyText = css({ maxWidth: '28rem', fontSize: t.text.sm, color: t.color.mutedFg });

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link shown under the text. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div css={emptyStyle} className={className}>
      {icon ? (
        <div css={emptyIcon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p css={emptyTitle}>{title}</p>
      {description ? <p css={emptyText}>{description}</p> : null}
      {action ? <div css={{ marginTop: t.space[2] }}>{action}</div> : null}
    </div>
  );
}

const pulse = keyframes({ '50%': { opacity: 0.5 } });
const skeletonStyle = css({
  display: 'block',
  width: '100%',
  height: '1rem',
  borderRadius: t.radius.md,
  background: t.color.muted,
  animation: `${pulse} 1.8s ease-in-out infinite`,
});

export type SkeletonProps = ComponentPropsWithRef<'span'> & {
  width?: string | number;
  height?: string | number;
};

/** A loading placeholder block (hidden from screen readers: pair it with a Spinner or status text).
 *  Size it with width/height or with a css prop. */
export function Skeleton({ width, height, style, ...props }: SkeletonProps) {
  return <span aria-hidden="true" css={skeletonStyle} style={{ width, height, ...style }} {...props} />;
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const spinnerStyle = css({
  display: 'inline-block',
  borderRadius: t.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  verticalAlign: 'middle',
});

export interface SpinnerProps {
  /** Diameter, default '1.25rem'. */
  size?: string;
  /** Read by screen readers, default 'Loading'. */
  label?: string;
  className?: string;
}

export function Spinner({ size = '1.25rem', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={className} css={{ display: 'inline-flex', color: t.color.mutedFg }}>
      <span aria-hidden="true" css={spinnerStyle} style={{ width: size, height: size }} />
      <span css={srOnly}>{label}</span>
    </span>
  );
}
