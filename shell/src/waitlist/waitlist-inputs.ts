// What the waitlist's two forms share: the fields as the user sees them, and what the plain form hands
// the live one when the live one takes over (see WaitlistForm).
import { css } from '@emotion/react';
import { t } from '@heirloom/ui/base';

export type WaitlistField = 'name' | 'email';
export const waitlistFields: readonly WaitlistField[] = ['name', 'email'];

export const waitlistInputs = {
  name: { label: 'Name', input: { autoComplete: 'name', required: true, placeholder: 'Your name' } },
  email: {
    label: 'Email',
    input: { type: 'email', autoComplete: 'email', required: true, placeholder: 'you@example.com' },
  },
} as const;

export const waitlistFormStyle = css({ display: 'grid', gap: t.space[2] });

/** What the plain form held when the live one replaced it. */
export interface WaitlistDraft {
  values: Record<WaitlistField, string>;
  /** The control that had focus, and the caret in a field. */
  focus?: { name: WaitlistField | 'submit'; start: number | null; end: number | null };
  /** Join Waitlist was pressed before the live form arrived. */
  submit: boolean;
}

export interface WaitlistSignupProps {
  draft: WaitlistDraft;
}

/** Reads a draft off the plain form's inputs. */
export function readDraft(form: HTMLFormElement, submit: boolean): WaitlistDraft {
  const value = (name: WaitlistField) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const active = document.activeElement;
  const focus =
    active instanceof HTMLInputElement && active.form === form
      ? { name: active.name as WaitlistField, start: active.selectionStart, end: active.selectionEnd }
      : active instanceof HTMLButtonElement && active.form === form
        ? { name: 'submit' as const, start: null, end: null }
        : undefined;
  return { values: { name: value('name'), email: value('email') }, focus, submit };
}
