// One message of the chat: the user's on the right in the primary colour, the advisor's on the left on
// a muted card with its markdown; a failed question says why and offers Retry, a stopped answer says so.
import { css } from '@emotion/react';
import { Button, mq, srOnly, t } from '@heirloom/ui';
import { RotateCcw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { AdvisorMessage } from './useAdvisorChat';

// The markdown renderer (react-markdown, remark-gfm) is its own chunk: the page paints first.
const ReplyMarkdown = lazy(() => import('./ReplyMarkdown'));

/**
 * A reply markdown would draw as one plain paragraph (no markup, no money figure to link, one line of
 * prose: the welcome message). It is drawn as text at once, by the prerender and the browser alike, so
 * the page held from the server and the live page paint the same element: the markdown chunk's
 * fallback (a different, larger block) once became the advisor page's largest and latest paint.
 */
const PLAIN_REPLY = /^(?!\d+[.)] |- )[\p{L}\p{N} .,!?'’:;()-]*$/u;

const rowStyle = css({ display: 'flex', flexDirection: 'column', gap: t.space[1], minWidth: 0 });
const bubble = css({
  maxWidth: 'min(42rem, 88%)',
  [mq.mobile]: { maxWidth: '94%' },
  padding: `${t.space[2]} ${t.space[3]}`,
  borderRadius: t.radius.lg,
  fontSize: t.text.sm,
  lineHeight: 1.55,
  minWidth: 0,
});
const userBubble = css({
  alignSelf: 'flex-end',
  background: t.color.primary,
  color: t.color.primaryFg,
  borderBottomRightRadius: t.radius.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
const assistantBubble = css({
  alignSelf: 'flex-start',
  background: t.color.muted,
  color: t.color.fg,
  borderBottomLeftRadius: t.radius.sm,
});
const failedBubble = css({ outline: `2px solid ${t.color.destructive}`, outlineOffset: 2 });
const plain = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const note = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: t.space[2],
  fontSize: t.text.xs,
  color: t.color.mutedFg,
});
const failedNote = css({ alignSelf: 'flex-end', justifyContent: 'flex-end', color: t.color.destructive });
const caret = css({
  display: 'inline-block',
  width: '0.5em',
  height: '1em',
  marginLeft: 2,
  verticalAlign: 'text-bottom',
  background: 'currentColor',
  opacity: 0.5,
});

export interface MessageBubbleProps {
  message: Pick<AdvisorMessage, 'id' | 'role' | 'content' | 'state' | 'error'>;
  onRetry?: () => void;
  /** Retry waits while another question is answered. */
  retryDisabled?: boolean;
}

export function MessageBubble({ message, onRetry, retryDisabled }: MessageBubbleProps) {
  const user = message.role === 'user';
  return (
    <li
      css={rowStyle}
      data-testid={user ? 'user-message' : 'assistant-message'}
      data-message-id={message.id}
      data-state={message.state}
    >
      <div css={[bubble, user ? userBubble : assistantBubble, message.state === 'failed' && failedBubble]}>
        <span css={srOnly}>{user ? 'You: ' : 'Advisor: '}</span>
        {user ? (
          message.content
        ) : PLAIN_REPLY.test(message.content) && message.state !== 'streaming' ? (
          <p css={plain}>{message.content}</p>
        ) : (
          <Suspense fallback={<div css={plain}>{message.content}</div>}>
            <ReplyMarkdown>{message.content}</ReplyMarkdown>
            {message.state === 'streaming' ? <span css={caret} aria-hidden="true" /> : null}
          </Suspense>
        )}
      </div>
      {message.state === 'failed' ? (
        <p css={[note, failedNote]} data-testid="message-failed">
          <span>Not sent: {message.error}</span>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry} disabled={retryDisabled}>
              <RotateCcw aria-hidden="true" /> Retry
            </Button>
          ) : null}
        </p>
      ) : null}
      {message.state === 'stopped' ? (
        <p css={note} data-testid="message-stopped">
          Stopped
        </p>
      ) : null}
    </li>
  );
}
