import { css, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { t } from '../tokens';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  borderRadius: t.radius.full,
  border: '1px solid transparent',
  padding: '0.125rem 0.625rem',
  fontSize: t.text.xs,
  fontWeight: 600,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  '& svg': { width: '0.875em', height: '0.875em' },
});

const tint = (color: string) =>
  css({
    color,
    background: `color-mix(in srgb, ${color} 13%, transparent)`,
    borderColor: `color-mix(in srgb, ${color} 28%, transparent)`,
  });

const variants: Record<BadgeVariant, SerializedStyles> = {
  default: css({ background: t.color.primary, color: t.color.primaryFg }),
  secondary: css({ background: t.color.secondary, color: t.color.secondaryFg }),
  destructive: tint(t.color.destructive),
  outline: css({ color: t.color.fg, borderColor: t.color.input }),
  success: tint(t.color.success),
  warning: tint(t.color.warning),
};

export type BadgeProps = ComponentPropsWithRef<'span'> & { variant?: BadgeVariant };

export function Badge({ variant = 'default', ...props }: BadgeProps) {
  return <span css={[base, variants[variant]]} data-variant={variant} {...props} />;
}
