// What a signed-in route shows instead of its page when the person may not see it (issue 31): an area
// the family did not share, a professional with no client chosen yet, an access that has ended.
import { css } from '@emotion/react';
import type { AccessContext } from '@heirloom/contracts';
import { ButtonLink, Card, CardContent, CardDescription, CardHeader, CardTitle, t } from '@heirloom/ui';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { notSharedSentence } from './access-state';
import { ClientChoices } from './ClientChoices';

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
          <div css={css({ display: 'flex', gap: t.space[2], alignItems: 'center' })}>
            {icon}
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
  return (
    <AccessCard
      testId="access-ended"
      title="Your access to this family has ended"
      description={`${familyName ?? 'The family'} no longer shares its data with you: the access reached its end date or was revoked. You can choose another client.`}
      icon={<Lock aria-hidden size={22} color={t.color.mutedFg} />}
    >
      <ClientChoices />
    </AccessCard>
  );
}
