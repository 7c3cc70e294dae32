import { useSignIn } from '@heirloom/platform';
import { Button } from '@heirloom/ui';
import { BriefcaseBusiness, Sparkles } from 'lucide-react';
import { alertMessage } from './auth-errors';

/**
 * The demo accounts seeded into every new database: the demo family, and its CPA (a professional with
 * an active grant on Tax and Private Investments, issue 31).
 */
export const demoAccounts = {
  family: { username: 'demo', password: 'demo1234' },
  professional: { username: 'cpa', password: 'demo1234' },
} as const;

const labels = {
  family: { idle: 'Explore the demo', pending: 'Opening the demo...' },
  professional: { idle: 'Explore as a professional', pending: 'Opening the professional demo...' },
} as const;

/** Signs in as a demo account in one click; reports what the API says through `onMessage`. */
export function DemoButton({
  onMessage,
  account = 'family',
}: {
  onMessage: (message: string | undefined) => void;
  account?: keyof typeof demoAccounts;
}) {
  const signIn = useSignIn();
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
        signIn.mutate(demoAccounts[account], { onError: (err) => onMessage(alertMessage(err)) });
      }}
    >
      <Icon aria-hidden />
      {signIn.isPending ? labels[account].pending : labels[account].idle}
    </Button>
  );
}
