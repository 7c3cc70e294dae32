// An advisor reply as markdown (GitHub flavour: lists, bold, tables), loaded as its own chunk. Safe by
// construction: raw HTML in a reply is dropped (skipHtml, and no rehype-raw), images are shown as their
// alt text (no request to a place the reply chose), and a link is followed only to a route of this site
// ("/transactions?month=2026-10"); any other (https://elsewhere, //elsewhere, javascript:, data:,
// mailto: ...) is shown as its label alone, plain text. A reply quotes the family's own text (a merchant
// named "[offer](https://phish.example)" in an imported file) and a model writes what it likes: neither
// may send the family off the site from a reply.
import { css } from '@emotion/react';
import { t } from '@heirloom/ui';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { remarkFigureLinks } from './figure-links';

const body = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[2],
  lineHeight: 1.55,
  overflowWrap: 'anywhere',
  '& ul, & ol': { paddingLeft: '1.25rem', display: 'flex', flexDirection: 'column', gap: t.space[1] },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& strong': { fontWeight: 600 },
  '& h1, & h2, & h3, & h4': { fontSize: t.text.md, fontWeight: 600 },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: '0.9em',
    background: t.color.muted,
    borderRadius: t.radius.sm,
    padding: '0 0.25rem',
  },
  '& pre': { overflowX: 'auto' },
  '& blockquote': {
    borderLeft: `3px solid ${t.color.border}`,
    paddingLeft: t.space[3],
    color: t.color.mutedFg,
  },
  '& a': { color: t.color.accent, textDecoration: 'underline', textUnderlineOffset: '2px' },
  // A figure reads as a figure first: the text colour, a dotted accent underline says it leads somewhere.
  '& a[data-figure]': {
    color: 'inherit',
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    textDecorationStyle: 'dotted',
    textDecorationColor: t.color.accent,
    textDecorationThickness: '2px',
    '&:hover': { color: t.color.accent, textDecorationStyle: 'solid' },
  },
});

const tableWrap = css({ overflowX: 'auto', maxWidth: '100%' });
const table = css({
  borderCollapse: 'collapse',
  fontSize: t.text.sm,
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': {
    border: `1px solid ${t.color.border}`,
    padding: `${t.space[1]} ${t.space[2]}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { background: t.color.muted, fontWeight: 600 },
});

const SITE = 'https://heirloom.invalid';

/**
 * The route of this site a link names ("/real-estate", "/transactions?merchant=x#top"), or null for
 * anything else. Only a path from the root, with no whitespace, control character or backslash (a
 * browser drops or rewrites those: "/\t/elsewhere" and "/\elsewhere" would leave the site), that stays
 * on this origin once resolved ("//elsewhere" does not).
 */
export function sitePath(href: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (!href?.startsWith('/') || /[\s\\\u0000-\u001f\u007f]/.test(href)) return null;
  try {
    const url = new URL(href, SITE);
    return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

const components: Components = {
  a({ href, title, children, node }) {
    const path = sitePath(href);
    if (!path) return <span>{children}</span>;
    const figure = node?.properties?.dataFigure ? { 'data-figure': '' } : {};
    return (
      <Link to={path} title={title} {...figure}>
        {children}
      </Link>
    );
  },
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  table: ({ children }) => (
    <div css={tableWrap}>
      <table css={table}>{children}</table>
    </div>
  ),
};

export default function ReplyMarkdown({ children }: { children: string }) {
  return (
    <div css={body}>
      <Markdown remarkPlugins={[remarkGfm, remarkFigureLinks]} skipHtml components={components}>
        {children}
      </Markdown>
    </div>
  );
}
