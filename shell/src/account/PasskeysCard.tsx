// "Passkeys" on /account (issue 32): each passkey with when it was added and last used, "Add a passkey"
// (a name, then the browser's own sheet) and removal. A passkey is a second factor and, alone, a way
// to sign in. A browser without WebAuthn keeps the button, disabled, with the reason beside it.
import { css } from '@emotion/react';
import { passkeyRegistrationSchema, type Passkey } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import {
  Button,
  ConfirmRemoveDialog,
  Dialog,
  formatDay,
  ListCard,
  RemoveButton,
  ruledItemRow,
  ruledList,
  t,
} from '@heirloom/ui';
import { applyApiErrors, useSchemaForm } from '@heirloom/ui/forms';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { toastFailure } from './account-feedback';
import { NameStepDialog } from './NameStepDialog';
import { passkeyRefusal } from './passkey-errors';
import { RecoveryCodesView } from './RecoveryCodesView';
import { exactTime, relativeTime } from './relative-time';
import { useAddPasskey, useRemovePasskey, useSecondFactors } from './second-factor-api';

export function PasskeysCard() {
  const factors = useSecondFactors();
  const passkeys = factors.data?.passkeys;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const removePasskey = useRemovePasskey();
  // Read once: WebAuthn does not come and go while the page is open.
  const [supported] = useState(() => browserSupportsWebAuthn());

  const addButton = (
    <Button size="sm" onClick={() => setAdding(true)} disabled={!supported} data-testid="passkey-add">
      <Plus aria-hidden /> Add a passkey
    </Button>
  );

  return (
    <>
      <ListCard
        id="passkeys"
        css={cardStyle}
        data-testid="passkeys"
        title="Passkeys"
        description="Your fingerprint, face, screen lock or a security key. A passkey is a second factor, and on its own a way to sign in."
        actions={addButton}
        loading={factors.isPending}
        skeletonCount={2}
        error={factors.isError ? factors.error : undefined}
        onRetry={() => void factors.refetch()}
        empty={passkeys?.length === 0}
        emptyIcon={<KeyRound />}
        emptyTitle="No passkeys yet"
        emptyDescription={
          supported
            ? 'Add one to sign in without typing a code.'
            : 'This browser cannot create passkeys. Try a current version of Chrome, Edge, Firefox or Safari.'
        }
        footer={
          !supported && passkeys && passkeys.length > 0 ? (
            <p css={noteStyle}>
              This browser cannot create passkeys; the ones listed still work where they were made.
            </p>
          ) : undefined
        }
      >
        {passkeys ? (
          <ul css={ruledList} aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <li key={passkey.id} css={ruledItemRow} data-testid="passkey-row">
                <div css={{ minWidth: 0 }}>
                  <p css={nameStyle}>{passkey.name}</p>
                  <p css={detailStyle}>
                    Added {formatDay(passkey.createdAt)} ·{' '}
                    {passkey.lastUsedAt ? (
                      <>
                        last used{' '}
                        <time dateTime={passkey.lastUsedAt} title={exactTime(passkey.lastUsedAt)}>
                          {relativeTime(passkey.lastUsedAt)}
                        </time>
                      </>
                    ) : (
                      'never used'
                    )}
                  </p>
                </div>
                <RemoveButton
                  onClick={() => setRemoving(passkey)}
                  aria-label={`Remove passkey ${passkey.name}`}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </ListCard>
      {adding ? <AddPasskeyDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmRemoveDialog
        item={removing}
        onClose={() => setRemoving(null)}
        title={(passkey) => `Remove “${passkey.name}”?`}
        description="It will no longer sign you in or confirm it’s you. The passkey may stay on the device until you delete it there too."
        done={{ title: 'Passkey removed' }}
        onRemove={(passkey) => removePasskey.mutateAsync(passkey.id)}
        onError={(error) => toastFailure(error, 'Could not remove the passkey. Please try again.')}
      />
    </>
  );
}

const nameSchema = passkeyRegistrationSchema.pick({ name: true });

/**
 * Names a new passkey, asks the browser for it, and shows recovery codes when it is the first factor.
 * Mounted for each opening, so every one starts empty.
 */
function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  const addPasskey = useAddPasskey();
  const form = useSchemaForm(nameSchema, { name: '' }, { mode: 'onSubmit' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const submit = form.handleSubmit(async ({ name }) => {
    setRefusal(null);
    try {
      const added = await addPasskey.mutateAsync(name);
      if (added.recoveryCodes) setCodes(added.recoveryCodes);
      else {
        toast({ title: 'Passkey added', description: `“${added.passkey.name}” can now sign you in.` });
        onClose();
      }
    } catch (error) {
      const refused = passkeyRefusal(error);
      // The browser's sheet was closed or timed out: said here, calmly, with the name kept for another try.
      if (refused?.calm) {
        setRefusal(`${refused.title}. ${refused.description}`);
      } else if (refused) {
        toast({ title: refused.title, description: refused.description, variant: 'destructive' });
      } else {
        const unplaced = applyApiErrors(form, error, ['name'], { focus: true });
        if (unplaced) toast({ title: 'Error', description: unplaced, variant: 'destructive' });
      }
    }
  });

  if (codes)
    return (
      <Dialog
        open
        onOpenChange={() => undefined}
        dismissible={false}
        title="Save your recovery codes"
        description="Your passkey is added."
        width="34rem"
      >
        <RecoveryCodesView codes={codes} onDone={onClose} />
      </Dialog>
    );

  return (
    <NameStepDialog
      form={form}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      title="Add a passkey"
      description="Name it after the device or key that holds it, then follow your browser’s steps."
      placeholder="MacBook Touch ID, YubiKey..."
      submitLabel="Continue"
      pendingLabel="Waiting for your browser..."
      nameTestId="passkey-name"
      submitTestId="passkey-continue"
    >
      {refusal ? (
        <p role="status" css={refusalStyle} data-testid="passkey-refusal">
          {refusal}
        </p>
      ) : null}
    </NameStepDialog>
  );
}

const cardStyle = css({ scrollMarginTop: '5rem' });
const nameStyle = css({ fontWeight: 500, overflowWrap: 'anywhere' });
const detailStyle = css({ color: t.color.mutedFg, fontSize: t.text.xs });
const noteStyle = css({ color: t.color.mutedFg, fontSize: t.text.xs });
const refusalStyle = css({
  fontSize: t.text.sm,
  padding: t.space[3],
  borderRadius: t.radius.md,
  background: t.color.muted,
  color: t.color.fg,
});
