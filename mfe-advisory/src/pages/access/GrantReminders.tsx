// The reminder GRANT_REMINDER_DAYS before a grant ends: whose access ends when, and a one-click renewal
// for 90 days from today.
import { css } from '@emotion/react';
import type { AccessGrant } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Button, formatDay, mq, t } from '@heirloom/ui';
import { CalendarClock } from 'lucide-react';
import { useUpdateGrant } from '../../data/access';
import { endsIn, grantsEndingSoon, renewalEnd } from './access-view';
import { failureText } from './failure-text';

const callout = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  padding: t.space[4],
  borderRadius: t.radius.lg,
  border: `1px solid color-mix(in srgb, ${t.color.warning} 45%, transparent)`,
  background: `color-mix(in srgb, ${t.color.warning} 12%, transparent)`,
  color: t.color.fg,
  '& > svg': { flexShrink: 0, width: '1.25rem', height: '1.25rem', color: t.color.warning },
  [mq.mobile]: { flexWrap: 'wrap' },
});
const text = css({ flex: '1 1 14rem', minWidth: 0, fontSize: t.text.sm });

export function GrantReminders({ grants, today }: { grants: readonly AccessGrant[]; today: string }) {
  const update = useUpdateGrant();
  const soon = grantsEndingSoon(grants, today);
  if (soon.length === 0) return null;
  const renewing = update.isPending ? update.variables?.grantId : undefined;

  const renew = (grant: AccessGrant) => {
    const endsAt = renewalEnd(grant, today);
    update.mutate(
      { grantId: grant.id, values: { endsAt } },
      {
        onSuccess: () =>
          toast({
            title: 'Access renewed',
            description: `${grant.professionalName} has access until ${formatDay(endsAt)}.`,
          }),
        onError: (err) =>
          toast({
            title: 'Error',
            description: failureText(err, 'Could not renew the access. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div css={{ display: 'grid', gap: t.space[3] }}>
      {soon.map((grant) => (
        <div key={grant.id} css={callout} role="status" data-testid="grant-reminder" data-grant-id={grant.id}>
          <CalendarClock aria-hidden="true" />
          <p css={text}>
            <strong>{grant.professionalName}</strong>’s access ends {endsIn(grant.endsAt, today)} (
            {formatDay(grant.endsAt)}).
          </p>
          <Button
            size="sm"
            disabled={update.isPending}
            aria-busy={renewing === grant.id || undefined}
            onClick={() => renew(grant)}
            data-testid="grant-renew"
          >
            {renewing === grant.id ? 'Renewing...' : 'Renew for 90 days'}
          </Button>
        </div>
      ))}
    </div>
  );
}
