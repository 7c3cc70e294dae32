// The one step-up dialog of the site (issue 32), mounted once in the shell. Any call of the API client
// refused with reason 'step-up-required' waits here (libs/platform's step-up.ts): confirmed, the call is
// sent again; cancelled, it fails with its own error. The dialog's code loads only when it first opens.
import { askStepUp, sessionQueryKey, setStepUpPrompt } from '@heirloom/platform';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const StepUpDialog = lazy(() => import('./StepUpDialog'));

export function StepUpHost() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    const unregister = setStepUpPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          resolver.current = resolve;
          setOpen(true);
        }),
    );
    return () => {
      unregister();
      resolver.current?.(false);
      resolver.current = null;
    };
  }, []);

  const finish = (confirmed: boolean) => {
    setOpen(false);
    resolver.current?.(confirmed);
    resolver.current = null;
    // The session now counts as verified (Me.secondFactor), which the guards read.
    if (confirmed) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={finish} />
    </Suspense>
  );
}

/**
 * "Confirm your second factor" (a session that must prove its enrolled factor): the step-up dialog on
 * its own; resolves whether it was confirmed, the session read again by then.
 */
export async function confirmSecondFactor(queryClient: QueryClient): Promise<boolean> {
  const confirmed = await askStepUp();
  if (confirmed) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  return confirmed;
}
