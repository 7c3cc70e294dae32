// The chat card of spec section 2: the message list (an aria-live log), the four suggestions (a click
// fills the input, never sends), the input and the send button. Enter sends, Shift+Enter starts a new
// line; while a reply is pending the input and send are disabled, 'Thinking...' shows until the reply
// starts, and Stop (or Escape) ends the stream.
import { css } from '@emotion/react';
import { maxChatMessageLength } from '@heirloom/contracts';
import { Button, Card, mq, Skeleton, Spinner, t, Textarea } from '@heirloom/ui';
import { Send, Square } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useChatCapabilities } from '../../data/capabilities';
import { CAPABILITIES_INTRO, GREETING, PLACEHOLDER, SUGGESTIONS } from './advisor-copy';
import { MessageBubble } from './MessageBubble';
import type { useAdvisorChat } from './useAdvisorChat';

const card = css({ display: 'flex', flexDirection: 'column', minHeight: 0 });
// The log is the scrolling region; its entries are a list inside it (role="log" on the list itself
// would take away its list role, leaving every <li> outside a list).
const log = css({
  padding: t.space[5],
  height: 'min(34rem, calc(100dvh - 22rem))',
  minHeight: '18rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  [mq.mobile]: { padding: t.space[3], height: 'max(16rem, calc(100dvh - 27rem))' },
});
const entries = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const thinkingStyle = css({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[2],
  padding: `${t.space[2]} ${t.space[3]}`,
  borderRadius: t.radius.lg,
  background: t.color.muted,
  color: t.color.mutedFg,
  fontSize: t.text.sm,
});
const footer = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[3],
  padding: t.space[4],
  borderTop: `1px solid ${t.color.border}`,
  [mq.mobile]: { padding: t.space[3] },
});
// On phones the suggestions are one row that scrolls sideways, so the input stays in view.
const suggestionList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[2],
  [mq.mobile]: {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    margin: `0 -${t.space[3]}`,
    padding: `0 ${t.space[3]} ${t.space[1]}`,
    scrollbarWidth: 'thin',
    '& > button': { flexShrink: 0, whiteSpace: 'nowrap' },
  },
});
// A badge (libs/ui's outline Badge look) that is a button: the suggestions are clickable.
const suggestionBadge = css({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: t.radius.full,
  border: `1px solid ${t.color.input}`,
  background: 'transparent',
  color: t.color.fg,
  padding: '0.25rem 0.75rem',
  fontSize: t.text.xs,
  lineHeight: 1.4,
  cursor: 'pointer',
  textAlign: 'left',
  fontWeight: 500,
  transition: `background ${t.transition}`,
  '&:hover': { background: t.color.muted },
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: 2 },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
});
const capabilitiesStyle = css({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  padding: `${t.space[3]} ${t.space[4]}`,
  borderRadius: t.radius.lg,
  border: `1px dashed ${t.color.border}`,
  color: t.color.mutedFg,
  fontSize: t.text.sm,
  '& ul': {
    margin: `${t.space[2]} 0 0`,
    paddingLeft: t.space[5],
    listStyle: 'disc',
    columns: 2,
    columnGap: t.space[8],
  },
  '& ul li': { breakInside: 'avoid', marginBottom: t.space[1] },
  [mq.mobile]: { maxWidth: '100%', '& ul': { columns: 1 } },
});
const composer = css({ display: 'flex', alignItems: 'flex-end', gap: t.space[2] });
const textarea = css({ minHeight: '2.5rem', height: '2.5rem', maxHeight: '10rem', resize: 'none', flex: 1 });

type Chat = ReturnType<typeof useAdvisorChat>;

export function ChatCard({ chat }: { chat: Chat }) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const { messages, pending, thinking, input, setInput } = chat;
  // What the advisor can answer, from its tool registry, while the conversation is still empty. A
  // failed read leaves it out: the greeting already says what the advisor is for.
  const capabilities = useChatCapabilities();
  const emptyConversation = messages.length === 0 && !chat.loading && !chat.loadError;

  // The newest line in view as messages arrive and the answer grows.
  const last = messages[messages.length - 1];
  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, last?.content, thinking]);

  // Focus back in the input once a reply is in (not on the first paint).
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) inputRef.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  // Escape stops a stream: the input is disabled meanwhile, so the page listens.
  const { stop } = chat;
  useEffect(() => {
    if (!pending) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pending, stop]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      chat.send();
    }
  };

  // Grows with its text up to its max height.
  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.max(el.scrollHeight + 2, 40)}px`;
  }, [input]);

  return (
    <Card css={card} data-testid="chat-card">
      <div
        ref={logRef}
        css={log}
        role="log"
        // Scrolls: keyboard users reach it to read back (axe's scrollable-region-focusable).
        tabIndex={0}
        aria-live="polite"
        aria-label="Conversation with the AI advisor"
        aria-busy={chat.loading || undefined}
        data-testid="chat-log"
      >
        <ol css={entries}>
          <MessageBubble message={GREETING} />
          {emptyConversation && capabilities.data?.topics.length ? (
            <li css={capabilitiesStyle} data-testid="chat-capabilities">
              {CAPABILITIES_INTRO}
              <ul>
                {capabilities.data.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ) : null}
          {chat.loading ? (
            <li>
              <Skeleton height="3rem" width="70%" />
            </li>
          ) : null}
          {chat.loadError ? (
            <li css={thinkingStyle} role="alert">
              This conversation could not be loaded.
              <Button variant="link" onClick={chat.reload}>
                Try again
              </Button>
            </li>
          ) : null}
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              onRetry={m.state === 'failed' ? () => chat.retry(m.id) : undefined}
              retryDisabled={pending}
            />
          ))}
          {thinking ? (
            <li css={thinkingStyle} data-testid="thinking">
              <span aria-hidden="true">
                <Spinner size="1em" label="" />
              </span>
              Thinking...
            </li>
          ) : null}
        </ol>
      </div>

      <div css={footer}>
        <div css={suggestionList} role="group" aria-label="Suggested questions">
          {SUGGESTIONS.map((s) => (
            <button
              key={s}
              type="button"
              css={suggestionBadge}
              disabled={pending}
              data-testid="chat-suggestion"
              onClick={() => {
                setInput(s);
                inputRef.current?.focus();
              }}
            >
              {s}
            </button>
          ))}
        </div>
        <form
          css={composer}
          onSubmit={(event) => {
            event.preventDefault();
            chat.send();
          }}
        >
          <Textarea
            ref={inputRef}
            css={textarea}
            rows={1}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={PLACEHOLDER}
            aria-label="Your question"
            maxLength={maxChatMessageLength}
            disabled={pending}
            data-testid="chat-input"
          />
          {pending ? (
            <Button variant="outline" onClick={chat.stop} aria-keyshortcuts="Escape" data-testid="chat-stop">
              <Square aria-hidden="true" /> Stop
            </Button>
          ) : null}
          <Button
            type="submit"
            size="icon"
            aria-label="Send"
            disabled={pending || !input.trim()}
            data-testid="chat-send"
          >
            <Send aria-hidden="true" />
          </Button>
        </form>
      </div>
    </Card>
  );
}
