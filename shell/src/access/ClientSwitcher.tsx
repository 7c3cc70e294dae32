// The header's client switcher (issue 31), for professionals and anyone in more than one family: a
// button naming the family this browser acts for, opening a listbox of every family the person can act
// for with its areas and end date. Choosing one switches the session (POST /api/access/switch), drops
// every cached answer and opens that family's dashboard; a professional without a verified second factor
// is first asked to set one up (issue 32). Keyboard: Enter, Space or the arrows open it;
// the arrows, Home and End move; Enter or Space choose; Escape and Tab close.
import { css } from '@emotion/react';
import type { ClientFamily } from '@heirloom/contracts';
import { apiMessage, toast, useSession } from '@heirloom/platform';
import { mq, srOnly, t } from '@heirloom/ui/base';
import { Check, ChevronsUpDown, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showsSwitcher } from './access-state';
import { ClientSummary, NO_CLIENTS } from './ClientChoices';
import { readSecondFactor, switchNeed, type SecondFactorNeed } from './second-factor-need';
import { SecondFactorDialog } from './SecondFactorPrompt';
import { useAccess, useClients, useFamilyCount, useSwitchClient } from './use-access';

export function ClientSwitcher() {
  const access = useAccess();
  const { data: user } = useSession();
  const families = useFamilyCount();
  // A household of one family has no choice to make: its pages ask nothing more than their own data.
  const choosing = !!access && (access.kind === 'professional' || families === undefined || families > 1);
  const clients = useClients({ enabled: choosing, defer: true });
  if (!access || !showsSwitcher(access, clients.data)) return null;
  // A session that still names a family with no role there (the access ended) acts for no one.
  const acting = access.role !== null;
  return (
    <Switcher
      current={acting ? access.familyId : null}
      currentName={acting ? access.familyName : null}
      clients={clients.data}
      need={switchNeed(access.kind, readSecondFactor(user))}
    />
  );
}

function Switcher({
  current,
  currentName,
  clients,
  need,
}: {
  current: string | null;
  currentName: string | null;
  clients: ClientFamily[] | undefined;
  /** What the person must do first (a professional's second factor), or null. */
  need: SecondFactorNeed | null;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const switchClient = useSwitchClient({ onSwitched: () => navigate('/dashboard') });
  // The client chosen while a second factor is needed first.
  const [waiting, setWaiting] = useState<ClientFamily | null>(null);
  const options = clients ?? [];
  const label = currentName ?? options.find((c) => c.familyId === current)?.familyName ?? 'Choose a client';

  const openList = (at: 'current' | 'first' | 'last' = 'current') => {
    const currentIndex = Math.max(
      0,
      options.findIndex((c) => c.familyId === current),
    );
    setActive(at === 'first' ? 0 : at === 'last' ? Math.max(0, options.length - 1) : currentIndex);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (client: ClientFamily) => {
    close(true);
    if (client.familyId === current) return;
    if (need) {
      setWaiting(client);
      return;
    }
    switchTo(client);
  };
  const switchTo = (client: ClientFamily) => {
    switchClient.mutate(client.familyId, {
      onError: (err) =>
        toast({
          title: 'Could not switch clients',
          description: apiMessage(err) ?? 'Please try again.',
          variant: 'destructive',
        }),
    });
  };

  // The list takes the focus when it opens; a click outside closes it.
  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  useEffect(() => {
    if (open) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openList(e.key === 'ArrowDown' ? 'current' : 'last');
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    const last = options.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setActive((i) => Math.min(last, i + 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setActive((i) => Math.max(0, i - 1));
        break;
      case 'Home':
        e.preventDefault();
        setActive(0);
        break;
      case 'End':
        e.preventDefault();
        setActive(Math.max(0, last));
        break;
      case 'Enter':
      case ' ': {
        e.preventDefault();
        const client = options[active];
        if (client) choose(client);
        break;
      }
      case 'Escape':
        e.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div ref={wrapRef} css={css({ position: 'relative', minWidth: 0 })}>
      <button
        ref={buttonRef}
        type="button"
        data-testid="client-switcher"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-busy={switchClient.isPending || undefined}
        disabled={switchClient.isPending}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKey}
        title={`Acting for: ${label}. Switch client`}
        css={buttonCss}
      >
        <Users aria-hidden size={16} css={css({ flexShrink: 0 })} />
        <span css={srOnly}>Client: </span>
        <span data-testid="client-switcher-current" css={nameCss}>
          {label}
        </span>
        <span css={srOnly}>, switch client</span>
        <ChevronsUpDown aria-hidden size={14} css={chevronCss} />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label="Switch client"
          aria-activedescendant={options.length ? `${id}-opt-${active}` : undefined}
          onKeyDown={onListKey}
          data-testid="client-switcher-list"
          css={listCss}
        >
          {options.length === 0 ? (
            <li role="presentation" css={css({ padding: t.space[3], color: t.color.mutedFg })}>
              {NO_CLIENTS}
            </li>
          ) : (
            options.map((client, i) => {
              const selected = client.familyId === current;
              return (
                <li
                  key={client.familyId}
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={selected}
                  data-active={i === active || undefined}
                  data-testid="client-option"
                  onPointerMove={() => setActive(i)}
                  onClick={() => choose(client)}
                  css={optionCss}
                >
                  <ClientSummary client={client} />
                  {selected ? (
                    <Check aria-hidden size={16} css={css({ flexShrink: 0, color: t.color.accent })} />
                  ) : null}
                </li>
              );
            })
          )}
        </ul>
      ) : null}
      {need && waiting ? (
        <SecondFactorDialog
          need={need}
          open
          onOpenChange={(open) => {
            if (!open) setWaiting(null);
          }}
          onConfirmed={() => switchTo(waiting)}
        />
      ) : null}
    </div>
  );
}

const buttonCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[2],
  height: '2.25rem',
  maxWidth: '16rem',
  minWidth: 0,
  padding: `0 ${t.space[3]}`,
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.input}`,
  background: t.color.card,
  color: t.color.fg,
  font: 'inherit',
  fontSize: t.text.sm,
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: t.color.muted },
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: 2 },
  '&:disabled': { cursor: 'progress', opacity: 0.7 },
  // A phone's header has no room for the name: the icon stays, the name is read by screen readers.
  [mq.mobile]: { padding: '0 0.375rem', gap: 0 },
});

// A phone's header has room for the icon only.
const chevronCss = css({ flexShrink: 0, opacity: 0.7, [mq.mobile]: { display: 'none' } });

const nameCss = css({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  [mq.mobile]: srOnly,
});

const listCss = css({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.375rem)',
  zIndex: t.z.overlay,
  width: 'min(22rem, calc(100vw - 1.5rem))',
  maxHeight: 'min(24rem, 70vh)',
  overflowY: 'auto',
  margin: 0,
  padding: t.space[1],
  listStyle: 'none',
  borderRadius: t.radius.lg,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  color: t.color.cardFg,
  boxShadow: t.shadow.lg,
  outline: 'none',
  '&:focus-visible': { boxShadow: `${t.shadow.lg}, 0 0 0 2px ${t.color.ring}` },
  // The header is its fixed children's containing block (backdrop-filter): the list spans the phone.
  [mq.mobile]: { position: 'fixed', left: '0.75rem', right: '0.75rem', top: '3.75rem', width: 'auto' },
});

const optionCss = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[3],
  padding: `${t.space[2]} ${t.space[3]}`,
  borderRadius: t.radius.md,
  fontSize: t.text.sm,
  cursor: 'pointer',
  '&[data-active]': { background: t.color.muted },
});
