import { t } from '@heirloom/ui/base';
import type { ReactNode } from 'react';
import { kicker } from './marketing-styles';

export interface SectionHeadingProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lede?: ReactNode;
}

/** A section's h2 with its kicker and optional lede, in the marketing pages' type. */
export function SectionHeading({ id, eyebrow, title, lede }: SectionHeadingProps) {
  return (
    <div>
      {eyebrow ? <p css={kicker}>{eyebrow}</p> : null}
      <h2
        id={id}
        css={{
          marginTop: t.space[1],
          fontFamily: t.font.serif,
          fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)',
          fontWeight: 600,
          lineHeight: 1.2,
          letterSpacing: '-0.01em',
        }}
      >
        {title}
      </h2>
      {lede ? <p css={{ marginTop: t.space[2], maxWidth: '44rem', color: t.color.mutedFg }}>{lede}</p> : null}
    </div>
  );
}
