// What a signed-in route shows instead of its page when the person may not see it (issue 31): an area
// the family did not share, a professional with no client chosen yet, an access that has ended, and a
// second factor to set up or confirm first (issue 32).
import { css } from '@emotion/react';
import type { AccessContext } from '@heirloom/contracts';
import { ButtonLink, Card, CardContent, CardDescription, CardHeader, CardTitle, t } from '@heirloom/ui/base';
import { Lock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { notSharedSentence } from './access-state';
import { ClientChoices } from './ClientChoices';
import type { SecondFactorNeed } from './second-factor-need';
import { SecondFactorAction } from './SecondFactorPrompt';
import { useAccess } from './use-access';

function AccessCard({
  testId,
  title,
  description,
  icon,
  children,
}: {
  testId: string;
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div css={css({ display: 'grid', placeItems: 'start center', paddingTop: t.space[6] })}>
      <Card data-testid={testId} css={css({ width: '100%', maxWidth: '36rem' })}>
        <CardHeader>
          <div css={css({ display: 'flex', gap: t.space[2], alignItems: 'flex-start' })}>
            {icon ? (
              <span css={css({ display: 'inline-flex', flexShrink: 0, paddingTop: 2 })}>{icon}</span>
            ) : null}
            <CardTitle as="h1">{title}</CardTitle>
          </div>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

export function NotSharedPage({ access, path }: { access: AccessContext; path: string }) {
  return (
    <AccessCard
      testId="not-shared"
      title="This area is not shared with you"
      description={notSharedSentence(access, path)}
      icon={<Lock aria-hidden size={22} color={t.color.mutedFg} />}
    >
      <ButtonLink to="/dashboard" variant="outline">
        Go to the dashboard
      </ButtonLink>
    </AccessCard>
  );
}

export function ChooseClientPage() {
  return (
    <AccessCard
      testId="choose-client"
      title="Choose a client"
      description="Pick the family whose data you want to work on. You see only the areas each family shares with you, until the date it set."
    >
      <ClientChoices />
    </AccessCard>
  );
}

export function AccessEndedPage({ familyName }: { familyName: string | null }) {
  // The session still names the family whose access ended (the API answers it with no role).
  const endedFamilyId = useAccess()?.familyId ?? null;
  return (
    <AccessCard
      testId="access-ended"
      title="Your access to this family has ended"
      description={`${familyName ?? 'The family'} revoked your access, or it reached its end date. To work on their data again, ask them for a new invitation.`}
      icon={<Lock aria-hidden size={22} color={t.color.mutedFg} />}
    >
      <ClientChoices exclude={endedFamilyId} emptyTitle="No other family shares access with you" />
    </AccessCard>
  );
}

/** A family page for a person who must first set up (or confirm) a second factor: never a bare 403. */
export function SecondFactorPage({ need }: { need: SecondFactorNeed }) {
  return (
    <AccessCard
      testId="second-factor-page"
      title={need.action === 'set-up' ? 'Set up a second factor to continue' : 'Confirm your second factor'}
      description={need.message}
      icon={<ShieldAlert aria-hidden size={22} color={t.color.warning} />}
    >
      <SecondFactorAction need={need} />
    </AccessCard>
  );
}
