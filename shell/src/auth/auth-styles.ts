import { css } from '@emotion/react';
import { t } from '@heirloom/ui/base';

/** The 'or' rule between the form and the demo button. */
export const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  color: t.color.mutedFg,
  fontSize: t.text.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${t.color.border}` },
});

/** The line under the form that links to the other screen. */
export const footnote = css({
  margin: 0,
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  textAlign: 'center',
  '& a': { color: t.color.accent, fontWeight: 600, textUnderlineOffset: 4 },
});

/** The demo buttons side by side ("Explore the demo", "Explore as a professional"), stacked on a phone. */
export const demoButtons = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11.5rem, 1fr))',
  gap: t.space[3],
  '& > button': { minWidth: 0, whiteSpace: 'normal', textAlign: 'center' },
});
