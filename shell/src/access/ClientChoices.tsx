// The families a person can act for, as a list of buttons (the "Choose a client" and "access ended"
// pages): choosing one switches this browser's session to it and opens its dashboard. A professional
// without a verified second factor is asked to set one up first (issue 32), the list kept below.
import { css } from '@emotion/react';
import type { ClientFamily } from '@heirloom/contracts';
import { apiMessage, useSession } from '@heirloom/platform';
import { Button, EmptyState, formatDay, Skeleton, t } from '@heirloom/ui/base';
import { ChevronRight, ShieldAlert, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../auth/FormAlert';
import { clientDescription } from './access-state';
import { readSecondFactor, switchNeed, type SecondFactorNeed } from './second-factor-need';
import { SecondFactorAction } from './SecondFactorPrompt';
import { useAccess, useClients, useSwitchClient } from './use-access';

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
  const access = useAccess();
  const { data: user } = useSession();
  const need = access ? switchNeed(access.kind, readSecondFactor(user)) : null;
  // The client chosen while a second factor is needed first: switched to once it is confirmed.
  const [waiting, setWaiting] = useState<string | null>(null);
  const choose = (familyId: string) => {
    if (need) setWaiting(familyId);
    else switchClient.mutate(familyId);
  };

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
      {need && waiting ? (
        <SecondFactorFirst
          need={need}
          onConfirmed={() => {
            setWaiting(null);
            switchClient.mutate(waiting);
          }}
        />
      ) : null}
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
                onClick={() => choose(client.familyId)}
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

/** Above the list: why the choice waits, and the way to go on. */
function SecondFactorFirst({ need, onConfirmed }: { need: SecondFactorNeed; onConfirmed: () => void }) {
  return (
    <div role="alert" data-testid="second-factor-first" css={firstCss}>
      <p css={css({ display: 'flex', gap: t.space[2], alignItems: 'flex-start', margin: 0 })}>
        <ShieldAlert aria-hidden size={18} color={t.color.warning} css={css({ flexShrink: 0 })} />
        {need.message}
      </p>
      <div>
        <SecondFactorAction need={need} onConfirmed={onConfirmed} />
      </div>
    </div>
  );
}

const firstCss = css({
  display: 'grid',
  gap: t.space[3],
  padding: t.space[4],
  borderRadius: t.radius.lg,
  border: `1px solid color-mix(in srgb, ${t.color.warning} 45%, transparent)`,
  background: `color-mix(in srgb, ${t.color.warning} 10%, ${t.color.card})`,
  color: t.color.fg,
  fontSize: t.text.sm,
});

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
