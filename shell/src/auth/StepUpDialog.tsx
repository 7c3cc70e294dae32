// "Confirm it's you" (issue 32): the step-up dialog's body, loaded the first time a sensitive action asks
// for it. It offers the person's own factors (GET /api/auth/factors) and answers POST /api/auth/step-up.
import { css } from '@emotion/react';
import { secondFactorMessages } from '@heirloom/contracts';
import { apiMessage } from '@heirloom/platform';
import { Button, Dialog, Skeleton, t } from '@heirloom/ui/base';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from './FormAlert';
import { factorMethods } from './second-factor-answer';
import { factorsQueryKey, readFactors, stepUp } from './second-factor-calls';
import { SecondFactorForm } from './SecondFactorForm';

export default function StepUpDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const factors = useQuery({ queryKey: factorsQueryKey, queryFn: readFactors, staleTime: 0 });
  const methods = factors.data ? factorMethods(factors.data) : [];
  const cancel = (
    <Button variant="outline" size="lg" onClick={() => onDone(false)}>
      Cancel
    </Button>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDone(false);
      }}
      title="Confirm it’s you"
      description={secondFactorMessages.stepUp}
      width="28rem"
    >
      <div data-testid="step-up-dialog" css={css({ display: 'grid', gap: t.space[4] })}>
        {factors.isPending ? (
          <div
            aria-busy="true"
            aria-label="Loading your second factors"
            css={css({ display: 'grid', gap: t.space[3] })}
          >
            <Skeleton height="4.5rem" />
            <Skeleton height="2.75rem" />
          </div>
        ) : factors.isError ? (
          <>
            <FormAlert
              message={
                apiMessage(factors.error) ?? 'We could not load your second factors. Please try again.'
              }
            />
            <div css={css({ display: 'flex', gap: t.space[2], justifyContent: 'flex-end' })}>
              {cancel}
              <Button size="lg" onClick={() => void factors.refetch()} disabled={factors.isFetching}>
                Retry
              </Button>
            </div>
          </>
        ) : methods.length === 0 ? (
          <>
            <FormAlert message="No second factor is set up on your account. Set one up on your account page first." />
            <div css={css({ display: 'flex', justifyContent: 'flex-end' })}>{cancel}</div>
          </>
        ) : (
          <SecondFactorForm
            methods={methods}
            submit={async (answer) => {
              await stepUp.answer(answer);
              onDone(true);
            }}
            passkeyChallenge={stepUp.passkeyChallenge}
            submitLabel="Confirm"
            actions={cancel}
          />
        )}
      </div>
    </Dialog>
  );
}
