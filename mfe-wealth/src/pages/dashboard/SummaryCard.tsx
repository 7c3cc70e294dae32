// One dashboard card (spec section 2): a title, its headline figure, up to five rows, the link that adds
// or manages the area, and the area's upload dialog.
import { css } from '@emotion/react';
import { ButtonLink, Card, CardContent, CardTitle, formatMoney, t } from '@heirloom/ui';
import type { ReactNode } from 'react';

const card = css({ display: 'flex', flexDirection: 'column', height: '100%' });
const head = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: t.space[3],
  padding: `${t.space[5]} ${t.space[5]} 0`,
});
const iconStyle = css({
  display: 'grid',
  flexShrink: 0,
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: t.radius.md,
  background: t.color.muted,
  '& svg': { width: '1.125rem', height: '1.125rem' },
});
const figureStyle = css({
  marginTop: t.space[1],
  fontSize: t.text['2xl'],
  fontWeight: 700,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
const captionStyle = css({ fontSize: t.text.xs, color: t.color.mutedFg });
const body = css({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[3],
  paddingTop: t.space[4],
});
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: t.space[2],
  padding: `0 ${t.space[5]} ${t.space[5]}`,
});
const emptyStyle = css({ fontSize: t.text.sm, color: t.color.mutedFg });

export interface SummaryCardProps {
  title: string;
  icon: ReactNode;
  /** The headline money figure, if the card has one; null when it is not known (an area not shared). */
  figure?: string | null;
  caption?: ReactNode;
  /** Where the card's add or manage button leads, and its text; no button without `to`. */
  to?: string;
  linkLabel: string;
  /** The area's upload dialog trigger. */
  upload?: ReactNode;
  /** Controls under the title (the recommendations' category filter). */
  controls?: ReactNode;
  /** Shown instead of the rows when there are none. */
  emptyText: string;
  isEmpty: boolean;
  children?: ReactNode;
  testId: string;
}

export function SummaryCard({
  title,
  icon,
  figure,
  caption,
  to,
  linkLabel,
  upload,
  controls,
  emptyText,
  isEmpty,
  children,
  testId,
}: SummaryCardProps) {
  return (
    <Card css={card} data-testid={testId}>
      <div css={head}>
        <div css={{ minWidth: 0 }}>
          <CardTitle as="h2" css={{ fontSize: t.text.md }}>
            {title}
          </CardTitle>
          {figure !== undefined && figure !== null ? (
            <p css={figureStyle} data-testid={`${testId}-figure`}>
              {formatMoney(figure)}
            </p>
          ) : null}
          {caption ? <p css={captionStyle}>{caption}</p> : null}
        </div>
        <span css={iconStyle} aria-hidden="true">
          {icon}
        </span>
      </div>
      <CardContent css={body}>
        {controls}
        {isEmpty ? <p css={emptyStyle}>{emptyText}</p> : children}
      </CardContent>
      {to || upload ? (
        <div css={footer}>
          {to ? (
            <ButtonLink to={to} variant="outline" size="sm">
              {linkLabel}
            </ButtonLink>
          ) : null}
          {upload}
        </div>
      ) : null}
    </Card>
  );
}

const rowStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[3],
  fontSize: t.text.sm,
  '& + &': { borderTop: `1px solid ${t.color.border}`, paddingTop: t.space[2] },
});
const rowMain = css({ minWidth: 0, display: 'flex', flexDirection: 'column' });
const rowTitle = css({ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const rowSub = css({
  fontSize: t.text.xs,
  color: t.color.mutedFg,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const rowEnd = css({ flexShrink: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });

/** A row of a dashboard card: what it is, a detail under it, and a figure or badge on the right. */
export function SummaryRow({
  title,
  detail,
  end,
  testId,
}: {
  title: ReactNode;
  detail?: ReactNode;
  end?: ReactNode;
  testId?: string;
}) {
  return (
    <li css={rowStyle} data-testid={testId}>
      <div css={rowMain}>
        <span css={rowTitle}>{title}</span>
        {detail ? <span css={rowSub}>{detail}</span> : null}
      </div>
      {end !== undefined ? <div css={rowEnd}>{end}</div> : null}
    </li>
  );
}

export const rowList = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[2],
  margin: 0,
  padding: 0,
});
