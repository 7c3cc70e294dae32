import { useSignIn } from '@heirloom/platform';
import { Button } from '@heirloom/ui';
import { Sparkles } from 'lucide-react';
import { alertMessage } from './auth-errors';

/** The demo family seeded into every new database. */
const DEMO = { username: 'demo', password: 'demo1234' };

/** Signs in as the demo family in one click; reports what the API says through `onMessage`. */
export function DemoButton({ onMessage }: { onMessage: (message: string | undefined) => void }) {
  const signIn = useSignIn();
  return (
    <Button
      variant="outline"
      size="lg"
      disabled={signIn.isPending}
      aria-busy={signIn.isPending || undefined}
      onClick={() => {
        onMessage(undefined);
        signIn.mutate(DEMO, { onError: (err) => onMessage(alertMessage(err)) });
      }}
    >
      <Sparkles aria-hidden />
      {signIn.isPending ? 'Opening the demo...' : 'Explore the demo'}
    </Button>
  );
}
