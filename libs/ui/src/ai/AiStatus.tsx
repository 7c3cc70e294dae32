// What an AI call's dialog shows while it works and when it fails (the AI Review and the refinance
// view): a spinner with a line of text, or a destructive box with aiFailure's sentence, never a blank.
import { css } from '@emotion/react';
import { AlertTriangle } from 'lucide-react';
import { Spinner, t } from '@heirloom/ui/base';
import { aiFailure } from './ai-failure';

export function AiWaiting({ label, text }: { label: string; text: string }) {
  return (
    <div css={waiting}>
      <Spinner label={label} />
      <span>{text}</span>
    </div>
  );
}

/** `what` names what could not be made ("this review"), as aiFailure takes it. */
export function AiFailureBox({ error, what, testId }: { error: unknown; what: string; testId?: string }) {
  return (
    <div css={errorBox} role="alert" data-testid={testId}>
      <AlertTriangle aria-hidden="true" />
      <p>{aiFailure(error, what)}</p>
    </div>
  );
}

const waiting = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  padding: `${t.space[4]} 0`,
  color: t.color.mutedFg,
  fontSize: t.text.sm,
});
const errorBox = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[3],
  padding: t.space[4],
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.destructive} 10%, transparent)`,
  fontSize: t.text.sm,
  '& svg': { flexShrink: 0, width: '1.125rem', height: '1.125rem', color: t.color.destructive },
});
