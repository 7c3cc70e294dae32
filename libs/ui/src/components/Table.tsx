import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { t } from '@heirloom/ui/base';

const wrap = css({ position: 'relative', width: '100%', overflowX: 'auto' });
const tableStyle = css({ width: '100%', fontSize: t.text.sm, captionSide: 'bottom' });

/** A <table> in a horizontally scrolling wrapper, so wide tables never break a 390px layout. */
export function Table(props: ComponentPropsWithRef<'table'>) {
  return (
    <div css={wrap}>
      <table css={tableStyle} {...props} />
    </div>
  );
}

export function TableHeader(props: ComponentPropsWithRef<'thead'>) {
  return <thead css={{ '& tr': { borderBottom: `1px solid ${t.color.border}` } }} {...props} />;
}

export function TableBody(props: ComponentPropsWithRef<'tbody'>) {
  return <tbody css={{ '& tr:last-child': { borderBottom: 0 } }} {...props} />;
}

export function TableFooter(props: ComponentPropsWithRef<'tfoot'>) {
  return (
    <tfoot
      css={{ borderTop: `1px solid ${t.color.border}`, background: t.color.muted, fontWeight: 500 }}
      {...props}
    />
  );
}

const rowStyle = css({
  borderBottom: `1px solid ${t.color.border}`,
  transition: `background-color ${t.transition}`,
  'tbody > &:hover': { background: `color-mix(in srgb, ${t.color.muted} 60%, transparent)` },
});

export function TableRow(props: ComponentPropsWithRef<'tr'>) {
  return <tr css={rowStyle} {...props} />;
}

const headStyle = css({
  height: '2.75rem',
  padding: `0 ${t.space[3]}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  fontWeight: 500,
  fontSize: t.text.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: t.color.mutedFg,
  whiteSpace: 'nowrap',
});

export function TableHead({ scope = 'col', ...props }: ComponentPropsWithRef<'th'>) {
  return <th scope={scope} css={headStyle} {...props} />;
}

const cellStyle = css({ padding: t.space[3], verticalAlign: 'middle' });

export function TableCell(props: ComponentPropsWithRef<'td'>) {
  return <td css={cellStyle} {...props} />;
}

export function TableCaption(props: ComponentPropsWithRef<'caption'>) {
  return <caption css={{ marginTop: t.space[4], fontSize: t.text.sm, color: t.color.mutedFg }} {...props} />;
}
