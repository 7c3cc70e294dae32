// "Require a second factor for every member" (issue 32): an owner's switch for the whole family. The API
// refuses it to an owner with no factor of their own (requireSelfFirst), told in a toast; turning it on
// or off is a sensitive action, so the step-up dialog may ask first.
import { css } from '@emotion/react';
import { apiMessage, toast } from '@heirloom/platform';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, t } from '@heirloom/ui';
import { useId } from 'react';
import { useSecondFactorRule } from './use-second-factor-rule';

export interface SecondFactorRuleCardProps {
  /** The family's rule (GET /api/access); undefined while it loads or when it failed. */
  required: boolean | undefined;
  loading: boolean;
  error: unknown;
}

export function SecondFactorRuleCard({ required, loading, error }: SecondFactorRuleCardProps) {
  const id = useId();
  const rule = useSecondFactorRule();
  // While saving, the switch shows what was asked for.
  const checked = rule.isPending ? rule.variables : required;

  return (
    <Card data-testid="second-factor-rule">
      <CardHeader>
        <CardTitle>Second factor</CardTitle>
        <CardDescription>
          Members then sign in with a code from an authenticator app or a passkey besides their password.
          Anyone without one is asked to set it up before they see the family’s data. Professionals always
          need one.
        </CardDescription>
      </CardHeader>
      <CardContent css={css({ display: 'grid', gap: t.space[2] })}>
        {loading ? (
          <Skeleton height="1.5rem" width="18rem" aria-label="Loading the family’s rule" />
        ) : (
          <label css={switchRow}>
            <input
              id={`${id}-switch`}
              type="checkbox"
              role="switch"
              data-testid="second-factor-rule-switch"
              css={switchInput}
              checked={checked ?? false}
              disabled={rule.isPending || required === undefined}
              aria-busy={rule.isPending || undefined}
              aria-describedby={`${id}-state`}
              onChange={(event) =>
                rule.mutate(event.target.checked, {
                  onError: (err) =>
                    toast({
                      title: 'Could not change the rule',
                      description: apiMessage(err) ?? 'Please try again.',
                      variant: 'destructive',
                    }),
                })
              }
            />
            <span>Require a second factor for every member</span>
          </label>
        )}
        <p id={`${id}-state`} css={stateText} aria-live="polite">
          {loading
            ? null
            : required === undefined
              ? error
                ? 'The current setting could not be loaded. Try again in a moment.'
                : null
              : rule.isPending
                ? 'Saving...'
                : required
                  ? 'On: every member needs a second factor.'
                  : 'Off: members are encouraged to add one.'}
        </p>
      </CardContent>
    </Card>
  );
}

const switchRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  fontSize: t.text.sm,
  fontWeight: 500,
  cursor: 'pointer',
});

// A native checkbox drawn as a switch: keyboard (Space) and screen readers ("switch, on") for free.
const switchInput = css({
  appearance: 'none',
  flex: 'none',
  position: 'relative',
  width: '2.25rem',
  height: '1.25rem',
  margin: 0,
  borderRadius: t.radius.full,
  background: t.color.input,
  cursor: 'pointer',
  transition: `background ${t.transition}`,
  '&::after': {
    content: '""',
    position: 'absolute',
    top: '0.125rem',
    left: '0.125rem',
    width: '1rem',
    height: '1rem',
    borderRadius: t.radius.full,
    background: t.color.card,
    transition: `transform ${t.transition}`,
  },
  '&:checked': { background: t.color.primary },
  '&:checked::after': { transform: 'translateX(1rem)' },
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});

const stateText = css({
  margin: 0,
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  '&:empty': { display: 'none' },
});
