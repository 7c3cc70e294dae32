import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { t } from '../tokens';

const cardStyle = css({
  background: t.color.card,
  color: t.color.cardFg,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  boxShadow: t.shadow.sm,
  minWidth: 0,
});

export function Card(props: ComponentPropsWithRef<'div'>) {
  return <div css={cardStyle} {...props} />;
}

const headerStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[1],
  padding: `${t.space[5]} ${t.space[5]} 0`,
  '&:last-child': { paddingBottom: t.space[5] },
});

export function CardHeader(props: ComponentPropsWithRef<'div'>) {
  return <div css={headerStyle} {...props} />;
}

export type CardTitleProps = ComponentPropsWithRef<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'p' };

const titleStyle = css({ fontSize: t.text.lg, fontWeight: 600, lineHeight: 1.3, letterSpacing: '-0.01em' });

/** Card heading: an h2 by default (cards usually sit right under the page's h1). */
export function CardTitle({ as: Tag = 'h2', ...props }: CardTitleProps) {
  return <Tag css={titleStyle} {...props} />;
}

const descriptionStyle = css({ fontSize: t.text.sm, color: t.color.mutedFg });

export function CardDescription(props: ComponentPropsWithRef<'p'>) {
  return <p css={descriptionStyle} {...props} />;
}

const contentStyle = css({ padding: t.space[5] });

export function CardContent(props: ComponentPropsWithRef<'div'>) {
  return <div css={contentStyle} {...props} />;
}

const footerStyle = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: t.space[2],
  padding: `0 ${t.space[5]} ${t.space[5]}`,
});

export function CardFooter(props: ComponentPropsWithRef<'div'>) {
  return <div css={footerStyle} {...props} />;
}
