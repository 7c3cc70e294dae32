import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { t } from '@heirloom/ui/base';

export type ProgressProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Percent; the bar is capped to 0..100 (spec: budget bars never overflow). */
  value: number;
  /** Indicator colour (a token reference or any CSS colour); primary by default. */
  color?: string;
  /** Accessible name, e.g. 'Food & Dining budget used'. */
  label?: string;
};

const track = css({
  position: 'relative',
  height: '0.5rem',
  width: '100%',
  overflow: 'hidden',
  borderRadius: t.radius.full,
  background: t.color.muted,
});

const indicator = css({
  height: '100%',
  borderRadius: 'inherit',
  transition: `width 300ms ease`,
});

export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

export function Progress({ value, color, label, ...props }: ProgressProps) {
  const pct = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(pct)}
      aria-label={label}
      css={track}
      {...props}
    >
      <div css={indicator} style={{ width: `${pct}%`, background: color ?? t.color.primary }} />
    </div>
  );
}
