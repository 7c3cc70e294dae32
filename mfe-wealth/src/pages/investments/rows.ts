// Row styles the Investments page's cards share.
import { css } from '@emotion/react';
import { mq, t } from '@heirloom/ui';

export const rowList = css({ display: 'flex', flexDirection: 'column' });
export const row = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: t.space[3],
  padding: `${t.space[3]} 0`,
  borderBottom: `1px solid ${t.color.border}`,
  '&:first-of-type': { paddingTop: 0 },
  '&:last-child': { borderBottom: 0, paddingBottom: 0 },
  [mq.mobile]: { gap: t.space[2] },
});
export const primaryText = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: t.space[2],
  fontWeight: 600,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const secondaryText = css({
  marginTop: '0.125rem',
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  overflowWrap: 'anywhere',
});
export const figures = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '0.125rem',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'right',
});
export const mainFigure = css({ fontWeight: 600 });
export const subFigure = css({ fontSize: t.text.sm, color: t.color.mutedFg });
// Side by side; stacked on phones so the figures keep their room.
export const actions = css({ display: 'flex', gap: t.space[1], [mq.mobile]: { flexDirection: 'column' } });
export const iconButton = css({ width: '2rem', height: '2rem' });
