// Setting up an authenticator app: scan the QR (drawn by the API, no remote service) or type the key,
// then the first code proves the app holds the secret. The first factor's recovery codes follow in
// the same dialog, which then closes only on "I have saved these codes".
import { css } from '@emotion/react';
import { totpConfirmSchema, type TotpConfirm, type TotpEnrolment } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { CodeField, Dialog, t } from '@heirloom/ui/base';
import { applyApiErrors, FormActions, useSchemaForm } from '@heirloom/ui/forms';
import { useEffect, useState } from 'react';
import { CopyButton } from './CopyButton';
import { RecoveryCodesView } from './RecoveryCodesView';
import { useConfirmTotp } from './second-factor-api';

/** "JBSWY3DPEHPK3PXP" as "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TotpSetupDialog({
  enrolment,
  onClose,
}: {
  /** The secret from POST /api/auth/factors/totp (the dialog is mounted afresh for each). */
  enrolment: TotpEnrolment;
  onClose: () => void;
}) {
  const confirm = useConfirmTotp();
  const form = useSchemaForm(totpConfirmSchema, { code: '' } satisfies TotpConfirm, { mode: 'onSubmit' });
  const [codes, setCodes] = useState<string[] | null>(null);

  // The dialog focuses its first control (Copy key); the code is what is typed here. A child's effect
  // runs before its parent's, so this one comes after the dialog's.
  useEffect(() => form.setFocus('code'), [form]);

  const pending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { recoveryCodes } = await confirm.mutateAsync(values);
      if (recoveryCodes) setCodes(recoveryCodes);
      else {
        toast({ title: 'Authenticator app on', description: 'Sign-in will ask for a code from it.' });
        onClose();
      }
    } catch (error) {
      const unplaced = applyApiErrors(form, error, ['code'], { focus: true });
      if (unplaced) toast({ title: 'Error', description: unplaced, variant: 'destructive' });
    }
  });

  if (codes)
    return (
      <Dialog
        open
        onOpenChange={() => undefined}
        dismissible={false}
        title="Save your recovery codes"
        description="Your authenticator app is on."
        width="34rem"
      >
        <RecoveryCodesView
          codes={codes}
          onDone={() => {
            setCodes(null);
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
      title="Set up an authenticator app"
      description="Use an app such as 1Password, Google Authenticator, Microsoft Authenticator or Authy."
      width="34rem"
    >
      <form noValidate onSubmit={(event) => void submit(event)} css={formStyle}>
        <ol css={stepsStyle}>
          <li>
            <p>Scan this QR code with the app.</p>
            <img
              src={enrolment.qrCode}
              alt="QR code to add Heirloom to your authenticator app"
              width={192}
              height={192}
              css={qrStyle}
              data-testid="totp-qr"
            />
            <div css={keyStyle}>
              <p css={hintStyle}>Can’t scan it? Enter this key in the app (time-based):</p>
              <div css={secretRow}>
                <code css={secretStyle} data-testid="totp-secret" aria-label="Setup key">
                  {groupedSecret(enrolment.secret)}
                </code>
                <CopyButton text={enrolment.secret} label="Copy key" />
              </div>
            </div>
          </li>
          <li>
            <p>Enter the 6-digit code the app shows.</p>
            <CodeField<TotpConfirm> form={form} name="code" label="Code" data-testid="totp-code" />
          </li>
        </ol>
        <FormActions
          pending={pending}
          submitLabel="Turn on"
          pendingLabel="Checking..."
          onCancel={onClose}
          submitTestId="totp-confirm"
        />
      </form>
    </Dialog>
  );
}

const formStyle = css({ display: 'grid', gap: t.space[4] });
// The global reset drops list markers, and a grid item has none: the steps stay list items, numbered,
// their parts spaced by margins.
const stepsStyle = css({
  display: 'grid',
  listStyle: 'decimal',
  gap: t.space[5],
  margin: 0,
  paddingLeft: t.space[5],
  fontSize: t.text.sm,
  '& > li > * + *': { marginTop: t.space[3] },
  '& > li::marker': { fontWeight: 600 },
});
// The QR is drawn dark on light by the API; it keeps its own light square in dark mode so it scans.
const qrStyle = css({
  display: 'block',
  width: '12rem',
  height: '12rem',
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.border}`,
});
const keyStyle = css({ display: 'grid', gap: t.space[2] });
const secretRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space[2] });
const secretStyle = css({
  fontFamily: t.font.mono,
  fontSize: t.text.md,
  letterSpacing: '0.05em',
  padding: `${t.space[1]} ${t.space[2]}`,
  borderRadius: t.radius.sm,
  background: t.color.muted,
  overflowWrap: 'anywhere',
});
const hintStyle = css({ fontSize: t.text.xs, color: t.color.mutedFg });
