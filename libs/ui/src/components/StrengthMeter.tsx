// A four-step meter with a word beside it (a password's strength, say). The word is in a polite live
// region, so a screen reader hears "Fair", then "Strong", as the value changes; the bars are decoration.
import { css, keyframes } from '@emotion/react';
import { srOnly, t } from '../tokens';

export interface StrengthMeterProps {
  /** 0 (worst) to 4 (best); undefined shows nothing (an empty field, or with `pending`). */
  score: number | undefined;
  /** The word for the score ("Weak", "Strong"). */
  label?: string;
  /** What is measured, read before the word: "Password strength". */
  name: string;
  /** Something is measured but its measure is not here yet (its estimator still loading): bars pulse. */
  pending?: boolean;
  className?: string;
}

const STEPS = 4;

const toneOf = (score: number) =>
  score <= 1 ? t.color.destructive : score === 2 ? t.color.warning : t.color.success;

const row = css({ display: 'flex', alignItems: 'center', gap: t.space[3], minHeight: '1.25rem' });
const bars = css({ display: 'grid', gridTemplateColumns: `repeat(${STEPS}, 1fr)`, gap: t.space[1], flex: 1 });
const bar = css({ height: '0.375rem', borderRadius: t.radius.full, background: t.color.muted });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });
const pulsing = css({
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
});
const word = css({ fontSize: t.text.xs, fontWeight: 600, minWidth: '4.5rem', textAlign: 'right' });

export function StrengthMeter({ score, label, name, pending = false, className }: StrengthMeterProps) {
  const shown = score === undefined ? undefined : Math.max(0, Math.min(STEPS, Math.round(score)));
  const tone = shown === undefined ? undefined : toneOf(shown);
  return (
    <div css={row} className={className}>
      <div css={[bars, pending && pulsing]} aria-hidden="true" data-pending={pending || undefined}>
        {Array.from({ length: STEPS }, (_, i) => (
          <span
            key={i}
            css={bar}
            // A score of 0 still lights the first bar, so "Very weak" does not look like nothing.
            style={tone && i < Math.max(shown ?? 0, 1) ? { background: tone } : undefined}
          />
        ))}
      </div>
      <span
        css={word}
        style={tone ? { color: tone } : undefined}
        role="status"
        aria-live="polite"
        aria-busy={pending || undefined}
      >
        {label ? (
          <>
            <span css={srOnly}>{name}: </span>
            {label}
          </>
        ) : null}
      </span>
    </div>
  );
}
