// The AI review's text (paragraphs and "- " bullets, libs/contracts' AiReviewResponse) as blocks to
// render. Pure, so the tests pin it down.

export type ReviewBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** The service escapes the family's own text as markdown (asText): shown here as plain text, unescaped. */
const unescape = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** Paragraphs split on blank lines; runs of lines starting "- " become one list. */
export function reviewBlocks(review: string): ReviewBlock[] {
  const blocks: ReviewBlock[] = [];
  for (const line of review.replace(/\r\n/g, '\n').split('\n')) {
    const trimmed = line.trim();
    const last = blocks.at(-1);
    if (trimmed === '') {
      if (last?.kind === 'paragraph') blocks.push({ kind: 'list', items: [] }); // a break marker
      continue;
    }
    const bullet = /^[-*]\s+(.*)$/.exec(trimmed);
    if (bullet) {
      if (last?.kind === 'list') last.items.push(unescape(bullet[1]!));
      else blocks.push({ kind: 'list', items: [unescape(bullet[1]!)] });
    } else if (last?.kind === 'paragraph') {
      last.text = `${last.text} ${unescape(trimmed)}`;
    } else {
      blocks.push({ kind: 'paragraph', text: unescape(trimmed) });
    }
  }
  return blocks.filter((b) => b.kind === 'paragraph' || b.items.length > 0);
}
