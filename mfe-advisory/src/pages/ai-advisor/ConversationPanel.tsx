// The side panel: the user's stored conversations, newest activity first (title and when it was last
// active), the open one marked; a click opens one, New conversation starts over, the bin deletes.
import { css } from '@emotion/react';
import type { ConversationRow } from '@heirloom/contracts';
import { Button, Card, mq, Skeleton, t } from '@heirloom/ui';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { lastActive } from './advisor-copy';

const panel = css({ display: 'flex', flexDirection: 'column', minHeight: 0 });
// Beside the chat the panel is narrow: the button goes under the title, full width; on phones beside it.
const head = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: t.space[2],
  [mq.mobile]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  padding: `${t.space[4]} ${t.space[4]} ${t.space[3]}`,
});
const headTitle = css({ fontSize: t.text.md, fontWeight: 600 });
const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[1],
  padding: `0 ${t.space[2]} ${t.space[3]}`,
  maxHeight: 'min(34rem, calc(100dvh - 18rem))',
  overflowY: 'auto',
});
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[1],
  borderRadius: t.radius.md,
  '&:hover': { background: t.color.muted },
  '&[data-active="true"]': { background: t.color.secondary },
});
const open = css({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  padding: `${t.space[2]} ${t.space[2]}`,
  border: 0,
  background: 'transparent',
  color: t.color.fg,
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: t.radius.md,
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: -2 },
});
const title = css({
  fontSize: t.text.sm,
  fontWeight: 500,
  width: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const when = css({ fontSize: t.text.xs, color: t.color.mutedFg });
const remove = css({ flexShrink: 0, '& svg': { width: '1rem', height: '1rem' } });
const quiet = css({
  padding: `${t.space[2]} ${t.space[4]} ${t.space[4]}`,
  fontSize: t.text.sm,
  color: t.color.mutedFg,
});

export interface ConversationPanelProps {
  id?: string;
  conversations: readonly ConversationRow[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  activeId: string | null;
  onOpen: (id: string | null) => void;
  onDelete: (conversation: ConversationRow) => void;
  className?: string;
}

export function ConversationPanel({
  id,
  conversations,
  loading,
  error,
  onRetry,
  activeId,
  onOpen,
  onDelete,
  className,
}: ConversationPanelProps) {
  return (
    <Card css={panel} className={className} id={id} data-testid="conversation-panel">
      <div css={head}>
        <h2 css={headTitle}>Conversations</h2>
        <Button variant="outline" size="sm" onClick={() => onOpen(null)} data-testid="new-conversation">
          <MessageSquarePlus aria-hidden="true" /> New conversation
        </Button>
      </div>
      {loading ? (
        <div css={[list, { gap: t.space[2] }]} aria-busy="true">
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
        </div>
      ) : error ? (
        <p css={quiet} role="alert">
          Your conversations could not be loaded.{' '}
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        </p>
      ) : conversations.length === 0 ? (
        <p css={quiet}>No conversations yet. Ask a question and it is kept here.</p>
      ) : (
        <ul css={list} aria-label="Your conversations">
          {conversations.map((c) => (
            <li
              key={c.id}
              css={item}
              data-active={c.id === activeId}
              data-testid="conversation-item"
              data-conversation-id={c.id}
            >
              <button
                type="button"
                css={open}
                onClick={() => onOpen(c.id)}
                aria-current={c.id === activeId ? 'true' : undefined}
                title={c.title}
              >
                <span css={title}>{c.title}</span>
                <span css={when}>{lastActive(String(c.updatedAt))}</span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                css={remove}
                aria-label={`Delete ${c.title}`}
                title="Delete"
                onClick={() => onDelete(c)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
