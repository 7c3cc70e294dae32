// Section typography and icon tiles shared by the marketing pages, so the landing, home, services and
// platform pages read as one site.
import { css } from '@emotion/react';
import { mq, t } from '@heirloom/ui/base';

/** Centred content column of the full-width landing screen. */
export const inner = css({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: t.space[6],
  [mq.mobile]: { paddingInline: t.space[4] },
});

export const band = css({ paddingBlock: t.space[20], [mq.mobile]: { paddingBlock: t.space[12] } });
export const mutedBand = css({ background: t.color.muted });

export const kicker = css({
  fontSize: t.text.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: t.color.accent,
});
export const sectionTitle = css({
  marginTop: t.space[2],
  fontFamily: t.font.serif,
  fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)',
  fontWeight: 600,
  lineHeight: 1.15,
  letterSpacing: '-0.015em',
});
export const sectionLede = css({
  marginTop: t.space[4],
  maxWidth: '42rem',
  fontSize: t.text.lg,
  color: t.color.mutedFg,
  lineHeight: 1.6,
  [mq.mobile]: { fontSize: t.text.md },
});
export const centred = css({ textAlign: 'center', '& > p': { marginInline: 'auto' } });

export const cardGrid = (columns: number) =>
  css({
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: t.space[5],
    [mq.down(1024)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.down(640)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  });

export const iconTile = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.accent} 14%, transparent)`,
  color: t.color.accent,
  '& svg': { width: '1.25rem', height: '1.25rem' },
});

export const cardHeading = css({
  marginTop: t.space[4],
  fontSize: t.text.lg,
  fontWeight: 600,
  lineHeight: 1.3,
});
export const cardText = css({
  marginTop: t.space[2],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  lineHeight: 1.6,
});

/** A list with check marks drawn in CSS. */
export const checkList = css({
  display: 'grid',
  gap: t.space[2],
  fontSize: t.text.sm,
  '& li': { position: 'relative', paddingLeft: t.space[6], lineHeight: 1.5 },
  '& li::before': {
    content: '""',
    position: 'absolute',
    left: '0.2rem',
    top: '0.3rem',
    width: '0.4rem',
    height: '0.7rem',
    borderRight: `2px solid ${t.color.accent}`,
    borderBottom: `2px solid ${t.color.accent}`,
    transform: 'rotate(45deg)',
  },
});

/** Full-height card with its link pushed to the bottom. */
export const stretchCard = css({ height: '100%', display: 'flex', flexDirection: 'column' });
