import { secondFactorMessages } from '@heirloom/contracts';
import { ApiError, apiMessage, useSignInWith } from '@heirloom/platform';
import { Button } from '@heirloom/ui/base';
import { BriefcaseBusiness, Sparkles } from 'lucide-react';
import { alertMessage } from './auth-errors';
import { demoSignIn } from './second-factor-calls';

/**
 * The demo accounts seeded into every new database: the demo family, and its CPA (a professional with
 * an active grant on Tax and Private Investments, issue 31). They sign in through the API's demo entry
 * (issue 32), which stands for both factors and which a production configuration switches off.
 */
export type DemoAccount = 'family' | 'professional';

const labels = {
  family: { idle: 'Explore the demo', pending: 'Opening the demo...' },
  professional: { idle: 'Explore as a professional', pending: 'Opening the professional demo...' },
} as const;

/** Where the demo is off the API answers 404 with its reason: that is the person's message here. */
export function demoFailure(err: unknown): string | undefined {
  if (err instanceof ApiError && err.status === 404) return apiMessage(err) ?? secondFactorMessages.demoOff;
  return alertMessage(err);
}

/** Signs in as a demo account in one click; reports what the API says through `onMessage`. */
export function DemoButton({
  onMessage,
  account = 'family',
}: {
  onMessage: (message: string | undefined) => void;
  account?: DemoAccount;
}) {
  const signIn = useSignInWith(demoSignIn);
  const Icon = account === 'professional' ? BriefcaseBusiness : Sparkles;
  return (
    <Button
      variant="outline"
      size="lg"
      data-testid={account === 'professional' ? 'demo-professional' : 'demo-family'}
      disabled={signIn.isPending}
      aria-busy={signIn.isPending || undefined}
      onClick={() => {
        onMessage(undefined);
        signIn.mutate(account, { onError: (err) => onMessage(demoFailure(err)) });
      }}
    >
      <Icon aria-hidden />
      {signIn.isPending ? labels[account].pending : labels[account].idle}
    </Button>
  );
}
