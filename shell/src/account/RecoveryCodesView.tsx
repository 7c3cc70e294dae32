// New recovery codes, shown this once (the API keeps only their hashes): the codes, Download (.txt),
// Print (only the codes go to the printer) and Copy, then "I have saved these codes" to close. Used by
// the authenticator's enrolment, a first passkey and "Make new codes".
import { css, Global } from '@emotion/react';
import { useSession } from '@heirloom/platform';
import { Button, mq, t } from '@heirloom/ui/base';
import { Download, Printer } from 'lucide-react';
import { CopyButton } from './CopyButton';
import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes';

function download(codes: readonly string[], username: string) {
  const blob = new Blob([recoveryCodesText(codes, username, new Date())], {
    type: 'text/plain;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = recoveryCodesFileName(username);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns: give them the URL a moment longer.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecoveryCodesView({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const username = useSession().data?.username ?? 'account';
  return (
    <div css={viewStyle} data-testid="recovery-codes">
      {/* While the codes are on screen, printing prints them alone. */}
      <Global styles={printOnlyCodes} />
      <p css={noteStyle}>
        Each code signs you in once when you cannot use your authenticator app or passkey. This is the only
        time they are shown: download or print them and keep them somewhere safe, apart from your password.
      </p>
      <div data-print-codes css={printAreaStyle}>
        <p css={printHeading}>Heirloom recovery codes for {username}</p>
        <ol css={codesStyle} aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code} data-testid="recovery-code">
              {code}
            </li>
          ))}
        </ol>
      </div>
      <div css={actionsStyle}>
        <Button variant="outline" size="sm" onClick={() => download(codes, username)}>
          <Download aria-hidden /> Download
        </Button>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
        <CopyButton text={codes.join('\n')} />
      </div>
      <Button onClick={onDone} css={doneStyle} data-testid="recovery-codes-saved">
        I have saved these codes
      </Button>
    </div>
  );
}

const viewStyle = css({ display: 'grid', gap: t.space[4] });
const noteStyle = css({ fontSize: t.text.sm, color: t.color.mutedFg });
const printAreaStyle = css({
  padding: t.space[4],
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.border}`,
  background: t.color.muted,
});
const printHeading = css({ display: 'none', '@media print': { display: 'block', marginBottom: '1rem' } });
// Numbered (the global reset drops list markers), so a code can be told apart on paper: "the 4th".
const codesStyle = css({
  display: 'grid',
  listStyle: 'decimal',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  // Room between the columns for the second one's markers ("10.").
  gap: `${t.space[2]} ${t.space[8]}`,
  margin: 0,
  paddingLeft: t.space[6],
  fontFamily: t.font.mono,
  fontSize: t.text.md,
  letterSpacing: '0.04em',
  '& li::marker': { color: t.color.mutedFg, fontSize: t.text.xs },
  // A phone's dialog is too narrow for two columns of codes at full size.
  [mq.down(480)]: { fontSize: t.text.sm },
});
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2] });
const doneStyle = css({ justifySelf: 'end' });

// Everything but the codes is hidden on paper; the dialog's overlay and panel lose their screen styling.
const printOnlyCodes = css({
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print-codes], [data-print-codes] *': { visibility: 'visible' },
    '[data-print-codes]': {
      // Fixed: the page's top left, not the centre of the dialog it sits in.
      position: 'fixed',
      inset: '0 auto auto 0',
      width: '100%',
      border: 'none',
      background: 'none',
      // Paper is white whatever the screen's theme: dark mode's pale text would print faint.
      color: 'black',
    },
  },
});
