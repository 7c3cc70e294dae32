// The opening band of the marketing pages inside the shell (Home, Services, Platform): the page's one
// h1, a lede and its calls to action.
import { css } from '@emotion/react';
import { mq, t } from '@heirloom/ui/base';
import type { ReactNode } from 'react';
import { kicker } from './marketing-styles';

const hero = css({
  padding: `${t.space[12]} ${t.space[10]}`,
  borderRadius: t.radius.xl,
  border: `1px solid ${t.color.border}`,
  background: `radial-gradient(40rem 20rem at 100% 0%, color-mix(in srgb, ${t.color.accent} 14%, transparent), transparent 70%),
    radial-gradient(36rem 18rem at 0% 100%, color-mix(in srgb, ${t.color.primary} 10%, transparent), transparent 70%),
    ${t.color.card}`,
  [mq.mobile]: { padding: `${t.space[8]} ${t.space[5]}` },
});
const h1 = css({
  marginTop: t.space[3],
  maxWidth: '48rem',
  fontFamily: t.font.serif,
  fontSize: 'clamp(2rem, 1.4rem + 2.2vw, 3rem)',
  fontWeight: 600,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
});
const lede = css({
  marginTop: t.space[4],
  maxWidth: '44rem',
  fontSize: t.text.lg,
  color: t.color.mutedFg,
  lineHeight: 1.6,
  [mq.mobile]: { fontSize: t.text.md },
});
const actionsRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[3],
  marginTop: t.space[8],
  [mq.mobile]: { '& > a': { flex: '1 1 100%' } },
});

export interface PageHeroProps {
  eyebrow: string;
  title: ReactNode;
  lede: ReactNode;
  actions?: ReactNode;
}

export function PageHero({ eyebrow, title, lede: text, actions }: PageHeroProps) {
  return (
    <header css={hero}>
      <p css={kicker}>{eyebrow}</p>
      <h1 css={h1}>{title}</h1>
      <p css={lede}>{text}</p>
      {actions ? <div css={actionsRow}>{actions}</div> : null}
    </header>
  );
}
