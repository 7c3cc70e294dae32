// An invitation link just made: the only time it exists (the API keeps only its hash), so it is shown
// in full, selectable, with a Copy button, and what it does is said plainly.
import { css } from '@emotion/react';
import { INVITATION_DAYS } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Button, formatDay, t, Textarea } from '@heirloom/ui';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';

const box = css({ display: 'grid', gap: t.space[3], minWidth: 0 });
const line = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: t.space[2],
  minWidth: 0,
});
// The whole link shows, wrapped anywhere (a one-line field cut its token off, even at 1280 px).
const linkField = css({
  flex: '1 1 16rem',
  minHeight: 0,
  resize: 'none',
  fontFamily: t.font.mono,
  fontSize: t.text.xs,
  wordBreak: 'break-all',
  fieldSizing: 'content',
});
const note = css({ fontSize: t.text.sm, color: t.color.mutedFg });

export interface InvitationLinkProps {
  link: string;
  expiresAt: string;
  /** Who the link is for, in a sentence ("Send it to Dana Whitfield."). */
  children?: ReactNode;
}

export function InvitationLink({ link, expiresAt, children }: InvitationLinkProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      (document.getElementById(id) as HTMLTextAreaElement | null)?.select();
      toast({
        title: 'Could not copy',
        description: 'The link is selected: copy it with your keyboard.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div css={box} data-testid="invitation-result">
      {children}
      <label htmlFor={id} css={{ fontSize: t.text.sm, fontWeight: 500 }}>
        Invitation link
      </label>
      <div css={line}>
        <Textarea
          id={id}
          readOnly
          rows={2}
          spellCheck={false}
          value={link}
          css={linkField}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="invitation-link"
        />
        <Button variant="outline" autoFocus onClick={() => void copy()} data-testid="copy-link">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p css={note} aria-live="polite">
        {copied ? 'Copied to the clipboard. ' : ''}
        The link expires in {INVITATION_DAYS} days ({formatDay(expiresAt)}) and works once.
      </p>
    </div>
  );
}
