import { css } from '@emotion/react';
import { ButtonLink, Card, CardContent, t } from '@heirloom/ui/base';
import { CircleAlert } from 'lucide-react';

export function NotFoundPage() {
  return (
    <div css={css({ display: 'grid', placeItems: 'center', minHeight: '60vh', padding: t.space[4] })}>
      <Card css={css({ width: '100%', maxWidth: '28rem' })}>
        <CardContent css={css({ paddingTop: t.space[6] })}>
          <div
            css={css({ display: 'flex', gap: t.space[2], alignItems: 'center', marginBottom: t.space[4] })}
          >
            <CircleAlert aria-hidden size={32} color={t.color.destructive} />
            <h1 css={css({ fontSize: '1.5rem', fontWeight: 700, margin: 0 })}>404 Page Not Found</h1>
          </div>
          <p css={css({ color: t.color.mutedFg, margin: `0 0 ${t.space[4]}` })}>
            Did you forget to add the page to the router?
          </p>
          <ButtonLink to="/dashboard" variant="outline">
            Go to Dashboard
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}
