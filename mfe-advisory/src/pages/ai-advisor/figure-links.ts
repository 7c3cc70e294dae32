// Money figures in an advisor reply, linked to the screen they come from: a remark plugin on the
// markdown tree (links are mdast nodes, rendered by the markdown component; no HTML strings).
//
// The rule, kept conservative so a link is never wrong:
// - Only money amounts are figures ("$412,000", "$1,234.56", "-$90", "$2.5M"); rates, counts and
//   dates are not linked.
// - A block (paragraph, list item, table row, heading) decides its screen by the topics it names:
//   exactly one topic links its figures to that topic's screen; two or more different topics link
//   nothing (the figures could belong to either).
// - A block naming no topic takes the screen of what encloses it: a list item or a table row takes
//   the list's or table's, which is the topic of the paragraph or heading just before it (its lead-in,
//   "Your mortgages:") or, for a table, of its header row. At the top level, no topic means no link.
// - Figures already inside a link, and code, are left alone.
import type { Nodes, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';

export interface Screen {
  path: string;
  label: string;
}

interface Topic extends Screen {
  pattern: RegExp;
}

/** What each screen shows, in the words a reply uses for it. "will" only as a noun ("your will"). */
export const topics: readonly Topic[] = [
  {
    path: '/real-estate',
    label: 'Real Estate',
    pattern: /\b(?:mortgages?|refinanc\w*|lenders?|propert(?:y|ies)|real estate|home equity)\b/i,
  },
  {
    path: '/investments',
    label: 'Investments',
    pattern: /\b(?:holdings?|portfolio|stocks?|shares|unrealized|(?:tax[- ]loss )?harvest\w*)\b/i,
  },
  {
    path: '/insurance',
    label: 'Insurance',
    pattern: /\b(?:insurance|polic(?:y|ies)|premiums?|coverage)\b/i,
  },
  {
    path: '/estate',
    label: 'Estate Planning',
    pattern:
      /\b(?:estate (?:plan\w*|documents?)|(?:your|a|the|living|last) will|wills|trusts?|beneficiar(?:y|ies)|power of attorney)\b/i,
  },
  { path: '/budget', label: 'Budget', pattern: /\b(?:budget\w*|spending|spent|spend)\b/i },
  { path: '/accounts', label: 'Accounts', pattern: /\b(?:accounts?|checking|savings|cash)\b/i },
  {
    path: '/tax',
    label: 'Tax',
    pattern: /\b(?:tax (?:returns?|documents?)|taxable income|total tax)\b/i,
  },
  {
    path: '/private-investments',
    label: 'Private Investments',
    pattern: /\b(?:private (?:placements?|investments?|equity)|K-1s?)\b/i,
  },
];

/** The screens whose topics `text` names. */
export function screensNamed(text: string): Screen[] {
  return topics.filter((topic) => topic.pattern.test(text)).map(({ path, label }) => ({ path, label }));
}

/** The one screen `text` is about, or null when it names none or several. */
export function screenOf(text: string): Screen | null {
  const named = screensNamed(text);
  return named.length === 1 ? named[0]! : null;
}

/** A dollar amount, with an optional sign and scale word. */
const money = /[-−]?\$\d[\d,]*(?:\.\d+)?(?:\s?(?:[KMB]\b|thousand\b|million\b|billion\b))?/g;

export type Piece = { text: string } | { figure: string };

/** `text` cut into plain pieces and money figures, in order. */
export function splitFigures(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(money)) {
    const start = match.index;
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ figure: match[0] });
    at = start + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** The plain text of a node and everything under it. */
function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node)
    return (node.children as Nodes[]).map(textOf).join(node.type === 'tableRow' ? ' ' : '');
  return '';
}

const blocks = new Set(['paragraph', 'listItem', 'tableRow', 'heading', 'tableCell']);
const untouched = new Set(['link', 'linkReference', 'inlineCode', 'code', 'html', 'definition', 'image']);

/** A block's own screen: its one topic, none (inherit) or several (no links under it). */
function scopeOf(node: Nodes, inherited: Screen | null): Screen | null {
  const named = screensNamed(textOf(node));
  if (named.length === 1) return named[0]!;
  return named.length > 1 ? null : inherited;
}

function linkText(node: Text, screen: Screen): PhrasingContent[] {
  const pieces = splitFigures(node.value);
  if (!pieces.some((p) => 'figure' in p)) return [node];
  return pieces.map((piece) =>
    'figure' in piece
      ? {
          type: 'link',
          url: screen.path,
          title: `See on ${screen.label}`,
          // Rendered as <a data-figure> (mdast-util-to-hast copies hProperties).
          data: { hProperties: { dataFigure: true } },
          children: [{ type: 'text', value: piece.figure }],
        }
      : { type: 'text', value: piece.text },
  );
}

function visit(parent: Parent, inherited: Screen | null): void {
  const children = parent.children as RootContent[];
  const next: RootContent[] = [];
  let lead: Screen | null = null;
  for (const child of children) {
    if (child.type === 'text') {
      if (inherited) next.push(...(linkText(child, inherited) as RootContent[]));
      else next.push(child);
      continue;
    }
    if (untouched.has(child.type) || !('children' in child)) {
      next.push(child);
      lead = null;
      continue;
    }
    let scope = inherited;
    if (child.type === 'list') {
      scope = lead ?? inherited;
    } else if (child.type === 'table') {
      const header = child.children[0];
      scope = (header ? screenOf(textOf(header)) : null) ?? lead ?? inherited;
    } else if (blocks.has(child.type)) {
      scope = scopeOf(child, inherited);
    }
    visit(child, scope);
    next.push(child);
    // A paragraph or heading is the lead-in of a list or table right after it.
    lead = child.type === 'paragraph' || child.type === 'heading' ? screenOf(textOf(child)) : null;
  }
  parent.children = next as Parent['children'];
}

/** Links the figures of a markdown tree in place (see the rule above). */
export function linkFigures(tree: Root): Root {
  visit(tree, null);
  return tree;
}

/** The remark plugin: `remarkPlugins={[remarkGfm, remarkFigureLinks]}`. */
export function remarkFigureLinks() {
  return (tree: Root) => {
    linkFigures(tree);
  };
}
