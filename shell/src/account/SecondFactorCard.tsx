// "Second factor" on /account (issue 32): whether the authenticator app is on, how many passkeys and
// recovery codes there are, and why a factor is required when it is; setting up or removing the app
// and making new recovery codes. The passkeys themselves are listed in their own card.
import { css } from '@emotion/react';
import { RECOVERY_CODE_COUNT, type SecondFactors, type TotpEnrolment } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import {
  Badge,
  Button,
  ConfirmRemoveDialog,
  Dialog,
  formatDay,
  ListCard,
  plural,
  ruledList,
  ruledRow,
  ruledRowIcon,
  t,
} from '@heirloom/ui';
import { KeyRound, ShieldAlert, ShieldCheck, Smartphone, TicketCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toastFailure } from './account-feedback';
import { RecoveryCodesView } from './RecoveryCodesView';
import {
  useRegenerateRecoveryCodes,
  useRemoveTotp,
  useSecondFactors,
  useStartTotp,
} from './second-factor-api';
import { TotpSetupDialog } from './TotpSetupDialog';

/** Whether any factor is enrolled (the app or a passkey). */
export const hasFactor = (factors: Pick<SecondFactors, 'totp' | 'passkeys'>) =>
  factors.totp.enabled || factors.passkeys.length > 0;

/** "3 of 10 left", and whether that is few enough to say so. */
export function recoveryCodesStatus(left: number): { text: string; low: boolean } {
  return { text: `${left} of ${RECOVERY_CODE_COUNT} left`, low: left <= 3 };
}

export function SecondFactorCard() {
  const factors = useSecondFactors();
  const data = factors.data;
  return (
    <ListCard
      id="second-factor"
      tabIndex={-1}
      css={cardStyle}
      data-testid="second-factor"
      title="Second factor"
      description="After your password, sign-in asks for a code from an authenticator app or a passkey, so a stolen password alone cannot open your family’s data."
      actions={data ? <FactorBadge on={hasFactor(data)} /> : undefined}
      loading={factors.isPending}
      skeletonCount={3}
      error={factors.isError ? factors.error : undefined}
      onRetry={() => void factors.refetch()}
    >
      {data ? <FactorStatus factors={data} /> : null}
    </ListCard>
  );
}

function FactorBadge({ on }: { on: boolean }) {
  return on ? (
    <Badge variant="success">
      <ShieldCheck aria-hidden /> On
    </Badge>
  ) : (
    <Badge variant="outline">Off</Badge>
  );
}

function FactorStatus({ factors }: { factors: SecondFactors }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [removing, setRemoving] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const startTotp = useStartTotp();
  const removeTotp = useRemoveTotp();
  const enrolled = hasFactor(factors);
  const codes = recoveryCodesStatus(factors.recoveryCodesLeft);
  const onlyFactor = factors.totp.enabled && factors.passkeys.length === 0;

  const setUp = () =>
    startTotp.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: (error) => toastFailure(error, 'Could not start setting up the app. Please try again.'),
    });

  return (
    <div css={statusStyle}>
      {factors.requiredBecause ? (
        <div css={requiredStyle} role="note" data-testid="second-factor-required">
          <ShieldAlert aria-hidden />
          <div>
            <p css={{ fontWeight: 600 }}>Required for your account</p>
            <p>{factors.requiredBecause}</p>
          </div>
        </div>
      ) : null}
      <ul css={ruledList}>
        <Row
          icon={<Smartphone />}
          title="Authenticator app"
          detail={
            factors.totp.enabled
              ? `On${factors.totp.enabledAt ? ` since ${formatDay(factors.totp.enabledAt)}` : ''}`
              : 'Not set up'
          }
          action={
            factors.totp.enabled ? (
              <Button variant="outline" size="sm" onClick={() => setRemoving(true)}>
                Remove
              </Button>
            ) : (
              <Button
                size="sm"
                onClick={setUp}
                disabled={startTotp.isPending}
                aria-busy={startTotp.isPending || undefined}
                data-testid="totp-set-up"
              >
                {startTotp.isPending ? 'Starting...' : 'Set up'}
              </Button>
            )
          }
        />
        <Row
          icon={<KeyRound />}
          title="Passkeys"
          detail={factors.passkeys.length > 0 ? plural(factors.passkeys.length, 'passkey') : 'None yet'}
          action={
            <a href="#passkeys" css={linkStyle}>
              Manage
            </a>
          }
        />
        <Row
          icon={<TicketCheck />}
          title="Recovery codes"
          detail={
            enrolled ? (
              <span css={codes.low ? lowStyle : undefined} data-testid="recovery-codes-left">
                {codes.text}
                {codes.low ? ' — make new ones soon' : ''}
              </span>
            ) : (
              'Made when you set up your first factor'
            )
          }
          action={
            enrolled ? (
              <Button variant="outline" size="sm" onClick={() => setRegenerating(true)}>
                Make new codes
              </Button>
            ) : null
          }
        />
      </ul>

      {enrolment ? (
        <TotpSetupDialog key={enrolment.secret} enrolment={enrolment} onClose={() => setEnrolment(null)} />
      ) : null}
      <ConfirmRemoveDialog
        item={removing ? factors.totp : null}
        onClose={() => setRemoving(false)}
        title="Remove the authenticator app?"
        description={
          onlyFactor
            ? 'It is your only second factor: sign-in will ask for your password alone.'
            : 'Sign-in will no longer accept codes from the app. Your passkeys still work.'
        }
        done={{ title: 'Authenticator app removed' }}
        onRemove={() => removeTotp.mutateAsync()}
        onError={(error) => toastFailure(error, 'Could not remove the app. Please try again.')}
      />
      {regenerating ? <NewCodesDialog onClose={() => setRegenerating(false)} /> : null}
    </div>
  );
}

/**
 * "Make new codes": asked, then the new set in the same dialog (one dialog, so closing the question
 * cannot hand focus and the page's scroll lock back while the codes are on screen).
 */
function NewCodesDialog({ onClose }: { onClose: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const pending = regenerate.isPending;
  const make = () =>
    regenerate.mutate(undefined, {
      onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
      onError: (error) => toastFailure(error, 'Could not make new codes. Please try again.'),
    });

  if (codes)
    return (
      <Dialog
        open
        onOpenChange={() => undefined}
        dismissible={false}
        title="Your new recovery codes"
        description="The old codes no longer work."
        width="34rem"
      >
        <RecoveryCodesView
          codes={codes}
          onDone={() => {
            toast({ title: 'Recovery codes saved' });
            onClose();
          }}
        />
      </Dialog>
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!pending}
      title="Make new recovery codes?"
      description="Your current recovery codes stop working at once. The new ones are shown once."
      width="28rem"
      footer={
        <>
          <Button variant="outline" disabled={pending} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={pending} aria-busy={pending || undefined} onClick={make}>
            {pending ? 'Making codes...' : 'Make new codes'}
          </Button>
        </>
      }
    />
  );
}

function Row({
  icon,
  title,
  detail,
  action,
}: {
  icon: ReactNode;
  title: string;
  detail: ReactNode;
  action: ReactNode;
}) {
  return (
    <li css={rowStyle}>
      <span css={ruledRowIcon} aria-hidden>
        {icon}
      </span>
      <div css={{ minWidth: 0 }}>
        <p css={{ fontWeight: 500 }}>{title}</p>
        <p css={detailStyle}>{detail}</p>
      </div>
      {action ? <div css={{ justifySelf: 'end' }}>{action}</div> : <span />}
    </li>
  );
}

// The /account#second-factor target: the encouragement prompt's link lands here.
const cardStyle = css({ scrollMarginTop: '5rem', '&:focus': { outline: 'none' } });
const statusStyle = css({ display: 'grid', gap: t.space[4] });
const requiredStyle = css({
  display: 'flex',
  gap: t.space[3],
  padding: t.space[3],
  borderRadius: t.radius.md,
  fontSize: t.text.sm,
  background: `color-mix(in srgb, ${t.color.warning} 12%, transparent)`,
  border: `1px solid color-mix(in srgb, ${t.color.warning} 30%, transparent)`,
  '& svg': { flexShrink: 0, width: '1.125rem', height: '1.125rem', color: t.color.warning },
});
const rowStyle = css(ruledRow, { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto' });
const detailStyle = css({ color: t.color.mutedFg, fontSize: t.text.xs });
const lowStyle = css({ color: t.color.warning, fontWeight: 500 });
const linkStyle = css({
  fontSize: t.text.sm,
  fontWeight: 500,
  color: t.color.fg,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
