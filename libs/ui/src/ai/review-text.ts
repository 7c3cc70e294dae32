// The AI review's text (paragraphs and "- " bullets, libs/contracts' AiReviewResponse) as blocks to
// render, and what a failed review says. Pure, so the tests pin both down.
import { ApiError } from '@heirloom/platform';

export type ReviewBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

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
      if (last?.kind === 'list') last.items.push(bullet[1]!);
      else blocks.push({ kind: 'list', items: [bullet[1]!] });
    } else if (last?.kind === 'paragraph') {
      last.text = `${last.text} ${trimmed}`;
    } else {
      blocks.push({ kind: 'paragraph', text: trimmed });
    }
  }
  return blocks.filter((b) => b.kind === 'paragraph' || b.items.length > 0);
}

/** A clear sentence for a review that failed: never a blank panel, never a raw body. */
export function reviewFailure(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return 'Could not reach the AI service. Check your connection and try again.';
  }
  if (error.status === 401) return 'Your session has ended. Please sign in again to continue.';
  if (error.status === 429) {
    return 'You have asked for several reviews in a short time. Please wait a minute and try again.';
  }
  if (error.status >= 500) {
    return 'The AI service is not available right now, so no review could be made. Please try again in a few moments.';
  }
  return 'The review could not be made. Please try again.';
}
