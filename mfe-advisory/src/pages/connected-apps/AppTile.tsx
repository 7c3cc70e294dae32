// One third-party app: lettered avatar, name, one-line description, 'Not connected' and Connect.
// Direct connections do not exist yet: Connect opens a dialog that says so (ConnectDialog.tsx).
import { css } from '@emotion/react';
import { Badge, Button, Card, t } from '@heirloom/ui';
import type { DataSourceApp } from './data-sources';

const tile = css({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[4],
  padding: t.space[4],
  height: '100%',
});
const top = css({ display: 'flex', alignItems: 'flex-start', gap: t.space[3] });
const avatar = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: t.radius.md,
  color: '#ffffff',
  fontWeight: 700,
  fontSize: t.text.sm,
  letterSpacing: '0.02em',
});
const name = css({ fontSize: t.text.md, fontWeight: 600, lineHeight: 1.3 });
const description = css({
  marginTop: '0.125rem',
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  lineHeight: 1.45,
});
const bottom = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[2],
  marginTop: 'auto',
});

export function AppTile({ app, onConnect }: { app: DataSourceApp; onConnect: (app: DataSourceApp) => void }) {
  return (
    <Card css={{ height: '100%' }} data-testid="app-tile">
      <div css={tile}>
        <div css={top}>
          <span css={avatar} style={{ background: app.color }} aria-hidden="true">
            {app.mark}
          </span>
          <div css={{ minWidth: 0 }}>
            <h3 css={name}>{app.name}</h3>
            <p css={description}>{app.description}</p>
          </div>
        </div>
        <div css={bottom}>
          <Badge variant="outline">Not connected</Badge>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Connect ${app.name}`}
            aria-haspopup="dialog"
            onClick={() => onConnect(app)}
          >
            Connect
          </Button>
        </div>
      </div>
    </Card>
  );
}
