// What Connect says: the truth. Live connections are not offered yet, and the way in today is a file
// the app itself can export, imported here.
import { Button, Dialog, mq, t } from '@heirloom/ui';
import { css } from '@emotion/react';
import { FileUp } from 'lucide-react';
import type { DataSourceApp } from './data-sources';

export function ConnectDialog({
  app,
  onClose,
  onImport,
}: {
  app: DataSourceApp | null;
  onClose: () => void;
  onImport: () => void;
}) {
  return (
    <Dialog
      open={app !== null}
      onOpenChange={(open) => !open && onClose()}
      title={app ? `Connect ${app.name}` : ''}
      description="Live connections are not offered yet."
      width="32rem"
    >
      {app ? (
        <div css={body}>
          <p>
            Heirloom cannot sign in to {app.name} for you today, and it will not ask for your {app.name}{' '}
            password. Import a file instead: most banks, brokers and apps can export your accounts,
            transactions or positions as a CSV file, and Heirloom reads it, shows you every row before
            anything is saved, and never imports the same row twice.
          </p>
          <div css={buttons}>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onImport}>
              <FileUp aria-hidden /> Import a CSV File
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

const body = css({ display: 'grid', gap: t.space[4], fontSize: t.text.sm, lineHeight: 1.55 });
const buttons = css({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap-reverse',
  gap: t.space[2],
  [mq.mobile]: { '& > *': { flex: '1 1 100%' } },
});
