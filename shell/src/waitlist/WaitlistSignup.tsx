// The waitlist form itself: react-hook-form over the newsletter schema the API validates with. Its own
// chunk, with @heirloom/ui/forms and zod, loaded on the first touch of the sidebar's form.
import { newsletterSignupSchema } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Button } from '@heirloom/ui/base';
import { applyApiErrors, FormInput, FormProvider, useSchemaForm } from '@heirloom/ui/forms';
import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { useWaitlistSignup } from './use-waitlist-signup';
import {
  waitlistFields,
  waitlistFormStyle,
  waitlistInputs,
  type WaitlistField,
  type WaitlistSignupProps,
} from './waitlist-inputs';

const empty: Record<WaitlistField, string> = { name: '', email: '' };

export function WaitlistSignup({ draft }: WaitlistSignupProps) {
  const form = useSchemaForm(newsletterSignupSchema, draft.values);
  const signup = useWaitlistSignup();
  const button = useRef<HTMLButtonElement>(null);

  const submitChecked = form.handleSubmit(async (input) => {
    try {
      await signup.mutateAsync(input);
      form.reset(empty);
      toast({
        title: "You're on the list!",
        description: "We'll notify you when new features and wealth management tools are available.",
      });
    } catch (err) {
      const message = applyApiErrors(form, err, waitlistFields, {
        failedMessage: 'Something went wrong. Please try again.',
      });
      if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });
  const onSubmit = (e?: FormEvent) => {
    e?.preventDefault();
    if (signup.isPending) return;
    void submitChecked(e);
  };

  // Taking over from the plain form: focus and caret where they were, and a press of Join Waitlist.
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    const { focus, submit } = draft;
    if (focus?.name === 'submit') button.current?.focus();
    else if (focus) {
      form.setFocus(focus.name);
      const input = document.activeElement as HTMLInputElement | null;
      try {
        if (focus.start !== null && focus.end !== null) input?.setSelectionRange(focus.start, focus.end);
      } catch {
        // an email input has no caret to place
      }
    }
    if (submit) onSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on taking over
  }, []);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} css={waitlistFormStyle}>
        {waitlistFields.map((name) => (
          <FormInput<Record<WaitlistField, string>>
            key={name}
            name={name}
            label={waitlistInputs[name].label}
            {...waitlistInputs[name].input}
          />
        ))}
        <Button ref={button} type="submit" disabled={signup.isPending}>
          {signup.isPending ? 'Joining...' : 'Join Waitlist'}
        </Button>
      </form>
    </FormProvider>
  );
}
