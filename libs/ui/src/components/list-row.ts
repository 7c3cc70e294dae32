// The rows of the item lists (accounts, tax documents, policies, estate documents, professionals): an
// icon, the item's name and details, its figures, and its actions, one row per item with a rule
// between. On phones the icon goes; a list whose rows need it says how its columns wrap.
import { css } from '@emotion/react';
import { mq, t } from '@heirloom/ui/base';

export const rowList = css({ display: 'flex', flexDirection: 'column' });

export const listRow = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: t.space[3],
  padding: `${t.space[3]} 0`,
  borderBottom: `1px solid ${t.color.border}`,
  '&:last-child': { borderBottom: 0 },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', gap: t.space[2] },
});

/** On phones: the text, then the figures and actions together in one column. */
export const listRowTwoColumns = css({ [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } });

export const listRowIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: t.radius.full,
  background: t.color.muted,
  '& svg': { width: '1.125rem', height: '1.125rem' },
  [mq.mobile]: { display: 'none' },
});

/** A row's details under its name: small, muted, wrapping between items. */
export const listRowMeta = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[3]}`,
  fontSize: t.text.sm,
  color: t.color.mutedFg,
});
