// The families a person can act for, as a list of buttons (the "Choose a client" and "access ended"
// pages): choosing one switches this browser's session to it and opens its dashboard.
import { css } from '@emotion/react';
import type { ClientFamily } from '@heirloom/contracts';
import { apiMessage } from '@heirloom/platform';
import { Button, EmptyState, formatDay, Skeleton, t } from '@heirloom/ui';
import { ChevronRight, Users } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../auth/FormAlert';
import { clientDescription } from './access-state';
import { useClients, useSwitchClient } from './use-access';

export const NO_CLIENTS = 'No family has shared access with you yet';

/** One family's lines: its name, its role or areas, and the grant's end. */
export function ClientSummary({ client }: { client: ClientFamily }) {
  return (
    <span css={css({ display: 'grid', gap: 2, minWidth: 0, textAlign: 'left' })}>
      <span css={css({ fontWeight: 600, overflowWrap: 'anywhere' })}>{client.familyName}</span>
      <span css={css({ fontSize: t.text.xs, color: t.color.mutedFg, whiteSpace: 'normal' })}>
        {clientDescription(client)}
      </span>
      {client.endsAt ? (
        <span css={css({ fontSize: t.text.xs, color: t.color.mutedFg })}>
          Until {formatDay(client.endsAt)}
        </span>
      ) : null}
    </span>
  );
}

export interface ClientChoicesProps {
  /**
   * A family not to offer: the one whose access just ended. The list may have been read before it
   * ended (the answers are dropped only after the "access ended" page shows), and choosing it would fail.
   */
  exclude?: string | null;
  /** The title when there is nothing to choose. */
  emptyTitle?: string;
}

export function ClientChoices({ exclude = null, emptyTitle = NO_CLIENTS }: ClientChoicesProps) {
  const navigate = useNavigate();
  const clients = useClients();
  const switchClient = useSwitchClient({ onSwitched: () => navigate('/dashboard') });
  const choices = (clients.data ?? []).filter((client) => client.familyId !== exclude);

  if (clients.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading your clients" css={css({ display: 'grid', gap: t.space[2] })}>
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
      </div>
    );
  }
  if (clients.isError) {
    return (
      <div css={css({ display: 'grid', gap: t.space[3], justifyItems: 'start' })}>
        <FormAlert
          message={apiMessage(clients.error) ?? 'We could not load your clients. Please try again.'}
        />
        <Button variant="outline" onClick={() => void clients.refetch()} disabled={clients.isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  if (choices.length === 0) {
    return (
      <EmptyState
        icon={<Users aria-hidden />}
        title={emptyTitle}
        description="When a family shares areas with you, its invitation link brings you here."
      />
    );
  }
  return (
    <div css={css({ display: 'grid', gap: t.space[3] })}>
      {switchClient.isError ? (
        <FormAlert
          message={apiMessage(switchClient.error) ?? 'We could not switch clients. Please try again.'}
        />
      ) : null}
      <ul
        aria-label="Your clients"
        data-testid="client-choices"
        css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: t.space[2] })}
      >
        {choices.map((client) => {
          const busy = switchClient.isPending && switchClient.variables === client.familyId;
          return (
            <li key={client.familyId}>
              <button
                type="button"
                data-testid="client-choice"
                disabled={switchClient.isPending}
                aria-busy={busy || undefined}
                onClick={() => switchClient.mutate(client.familyId)}
                css={choiceCss}
              >
                <ClientSummary client={client} />
                <ChevronRight aria-hidden size={18} css={css({ flexShrink: 0, color: t.color.mutedFg })} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const choiceCss = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[3],
  width: '100%',
  padding: `${t.space[3]} ${t.space[4]}`,
  borderRadius: t.radius.lg,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  color: t.color.cardFg,
  font: 'inherit',
  fontSize: t.text.sm,
  cursor: 'pointer',
  transition: `border-color ${t.transition}, background ${t.transition}`,
  '&:hover:not(:disabled)': { borderColor: t.color.ring, background: t.color.muted },
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: 2 },
  '&:disabled': { cursor: 'progress', opacity: 0.7 },
});
