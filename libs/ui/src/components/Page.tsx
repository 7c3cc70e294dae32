// Page-level layout pieces: the padded container every page renders in, the page header (the page's
// one h1), stat tiles, and the placeholder page for screens a later issue builds.
import { css } from '@emotion/react';
import { Clock } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mq, t } from '../tokens';
import { Card, CardContent } from './Card';

const containerStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[6],
  minWidth: 0,
  [mq.mobile]: { gap: t.space[5] },
});

/** The column of sections a page lives in (the shell's main area supplies the padding and max width). */
export function PageContainer(props: ComponentPropsWithRef<'div'>) {
  return <div css={containerStyle} {...props} />;
}

const headerStyle = css({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: t.space[4],
});
const h1Style = css({
  fontSize: t.text['3xl'],
  fontWeight: 700,
  letterSpacing: '-0.02em',
  lineHeight: 1.2,
  [mq.mobile]: { fontSize: t.text['2xl'] },
});
const subtitleStyle = css({ marginTop: t.space[1], color: t.color.mutedFg });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2] });

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (wrapping under the title on small screens). */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header css={headerStyle} className={className}>
      <div css={{ minWidth: 0 }}>
        <h1 css={h1Style}>{title}</h1>
        {subtitle ? <p css={subtitleStyle}>{subtitle}</p> : null}
      </div>
      {actions ? <div css={actionsStyle}>{actions}</div> : null}
    </header>
  );
}

const tileStyle = css({ padding: t.space[5], display: 'flex', flexDirection: 'column', gap: t.space[1] });
const tileTop = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[2],
});
const tileLabel = css({ fontSize: t.text.sm, fontWeight: 500, color: t.color.mutedFg });
const tileIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: t.radius.md,
  background: t.color.muted,
  color: t.color.fg,
  '& svg': { width: '1.125rem', height: '1.125rem' },
});
const tileValue = css({
  // Four tiles beside a sidebar leave ~11rem each at 1280px: a seven-figure amount must fit one line.
  fontSize: 'clamp(1.25rem, 1.75vw, 1.5rem)',
  fontWeight: 700,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  [mq.mobile]: { fontSize: t.text['2xl'] },
});
const tileHint = css({ fontSize: t.text.xs, color: t.color.mutedFg });

export type StatTone = 'default' | 'success' | 'destructive' | 'warning';
const toneColor: Record<StatTone, string> = {
  default: t.color.fg,
  success: t.color.success,
  destructive: t.color.destructive,
  warning: t.color.warning,
};

export type StatTileProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Colour of the value. */
  tone?: StatTone;
};

export function StatTile({ label, value, hint, icon, tone = 'default', ...props }: StatTileProps) {
  return (
    <Card {...props}>
      <div css={tileStyle}>
        <div css={tileTop}>
          <p css={tileLabel}>{label}</p>
          {icon ? (
            <span css={tileIcon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
        </div>
        <p css={tileValue} style={{ color: toneColor[tone] }}>
          {value}
        </p>
        {hint ? <p css={tileHint}>{hint}</p> : null}
      </div>
    </Card>
  );
}

const soonStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[4],
  [mq.mobile]: { gap: t.space[3] },
});
const soonIcon = css({
  display: 'grid',
  flexShrink: 0,
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: t.radius.full,
  background: `color-mix(in srgb, ${t.color.accent} 14%, transparent)`,
  color: t.color.accent,
  '& svg': { width: '1.25rem', height: '1.25rem' },
});
const soonTitle = css({ fontSize: t.text.lg, fontWeight: 600 });
const soonText = css({ marginTop: t.space[1], color: t.color.mutedFg, maxWidth: '40rem' });

export interface ComingSoonProps {
  /** What is coming, e.g. 'This page' or 'The rest of the landing page'. */
  subject?: string;
  className?: string;
}

/** The visible "Coming soon" note of screens a later issue builds out. */
export function ComingSoon({ subject = 'This page', className }: ComingSoonProps) {
  return (
    <Card className={className} data-testid="coming-soon">
      <CardContent css={soonStyle}>
        <span css={soonIcon} aria-hidden="true">
          <Clock />
        </span>
        <div>
          <p css={soonTitle}>Coming soon</p>
          <p css={soonText}>
            {subject} is coming soon. We are putting the finishing touches on it, so check back shortly.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

export interface PlaceholderPageProps {
  title: string;
  subtitle?: string;
}

export function PlaceholderPage({ title, subtitle }: PlaceholderPageProps) {
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      <ComingSoon />
    </PageContainer>
  );
}
