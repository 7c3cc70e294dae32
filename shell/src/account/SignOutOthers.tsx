// "Sign out of all other devices", after a confirmation; this browser stays signed in. Sits in the
// sessions card's header, beside the per-session "Sign out".
import { ApiError, toast } from '@heirloom/platform';
import { Button, Dialog } from '@heirloom/ui/base';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSignOutOthers } from './use-sign-out-others';

const signedOutText = (count: number) =>
  count === 0
    ? 'No other device was signed in.'
    : `${count} other ${count === 1 ? 'device was' : 'devices were'} signed out.`;

export function SignOutOthersButton({ disabled }: { disabled?: boolean }) {
  const signOutOthers = useSignOutOthers();
  const [confirming, setConfirming] = useState(false);
  const pending = signOutOthers.isPending;

  const onConfirm = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOut }) => {
        setConfirming(false);
        toast({ title: 'Signed out of other devices', description: signedOutText(signedOut) });
      },
      onError: (err) => {
        // A 401 means this session is over too: the sign-in screen says so, no toast needed.
        if (err instanceof ApiError && err.status === 401) return;
        toast({
          title: 'Error',
          description: 'Could not sign out your other devices. Please try again.',
          variant: 'destructive',
        });
      },
    });

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={disabled}>
        <LogOut aria-hidden />
        Sign out of all other devices
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        dismissible={!pending}
        title="Sign out of all other devices?"
        description="Every other browser signed in to your account will need your password again. You stay signed in here."
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={pending}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? 'Signing out...' : 'Sign out other devices'}
            </Button>
          </>
        }
      />
    </>
  );
}
