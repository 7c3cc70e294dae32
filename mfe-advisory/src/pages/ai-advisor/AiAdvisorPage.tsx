// AI Advisor (/ai-advisor), spec sections 2, 4, 7 and 8: the chat with the spec's greeting, suggestions
// and rules, the answer streamed with Stop, replies as safe markdown whose figures link to their
// screens, the stored conversations in a side panel (behind a "Conversations" button on phones), and a
// failed question kept with Retry.
import { css } from '@emotion/react';
import type { ConversationRow } from '@heirloom/contracts';
import { Button, ConfirmDialog, mq, PageContainer, PageHeader, t } from '@heirloom/ui';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { prepareAdvisor } from '../../data/chat';
import { useConversations, useDeleteConversation } from '../../data/conversations';
import { SUBTITLE, TITLE } from './advisor-copy';
import { ChatCard } from './ChatCard';
import { ConversationPanel } from './ConversationPanel';
import { useAdvisorChat } from './useAdvisorChat';

const layout = css({
  display: 'grid',
  gridTemplateColumns: '16rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: t.space[4],
  [mq.down(1024)]: { gridTemplateColumns: '14rem minmax(0, 1fr)' },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[3] },
});
const panelToggle = css({ [mq.desktop]: { display: 'none' } });
const collapsed = css({ [mq.mobile]: { display: 'none' } });

export default function AiAdvisorPage() {
  const chat = useAdvisorChat();
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [deleting, setDeleting] = useState<ConversationRow | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  useEffect(prepareAdvisor, []);

  const open = (id: string | null) => {
    chat.open(id);
    setPanelOpen(false);
  };

  return (
    <PageContainer>
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={
          <Button
            variant="outline"
            css={panelToggle}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((o) => !o)}
          >
            <MessagesSquare aria-hidden="true" /> Conversations
          </Button>
        }
      />
      <div css={layout}>
        <ConversationPanel
          id={panelId}
          css={panelOpen ? undefined : collapsed}
          conversations={conversations.data ?? []}
          loading={conversations.isPending}
          error={conversations.error}
          onRetry={() => void conversations.refetch()}
          activeId={chat.conversationId}
          onOpen={open}
          onDelete={setDeleting}
        />
        <ChatCard chat={chat} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this conversation?"
        description={`“${deleting?.title ?? ''}” and all its messages are deleted. This cannot be undone.`}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          if (deleting.id === chat.conversationId) chat.open(null);
        }}
        done={{ title: 'Conversation Deleted', description: `“${deleting?.title}” has been deleted.` }}
        failed={`Could not delete “${deleting?.title}”. Please try again.`}
      />
    </PageContainer>
  );
}
