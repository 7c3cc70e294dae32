// An advisor reply as markdown (GitHub flavour: lists, bold, tables), loaded as its own chunk. Safe by
// construction: raw HTML in a reply is dropped (skipHtml, and no rehype-raw), images are shown as their
// alt text (no request to a place the reply chose), and a link is followed only to a path of this site
// or an http(s) address; anything else (javascript:, data:, mailto: ...) is shown as plain text.
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

/** A same-site path ("/real-estate", not "//elsewhere") or an http(s) address; anything else: null. */
export function safeHref(href: string | undefined): { internal: boolean; href: string } | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\'))
    return { internal: true, href };
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { internal: false, href: url.href } : null;
  } catch {
    return null;
  }
}

const components: Components = {
  a({ href, title, children, node }) {
    const safe = safeHref(href);
    if (!safe) return <span>{children}</span>;
    const figure = node?.properties?.dataFigure ? { 'data-figure': '' } : {};
    if (safe.internal) {
      return (
        <Link to={safe.href} title={title} {...figure}>
          {children}
        </Link>
      );
    }
    return (
      <a href={safe.href} title={title} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
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
