// The sidebar's 'Join the Waitlist'. The sidebar is on every page, the dashboard and the landing page
// too, which load no form code; so until the form is first touched (a pointer over it, focus, Join
// Waitlist) its fields are plain inputs, and that touch loads the form itself (WaitlistSignup:
// @heirloom/ui/forms, the schema, zod). The live form then takes over with what was typed, the focus
// and caret, and a press of Join Waitlist.
import { css } from '@emotion/react';
import { Button, Field, Input, t } from '@heirloom/ui/base';
import { useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import {
  readDraft,
  waitlistFields,
  waitlistFormStyle,
  waitlistInputs,
  type WaitlistDraft,
  type WaitlistSignupProps,
} from './waitlist-inputs';

type Signup = ComponentType<WaitlistSignupProps>;

let loaded: Signup | undefined;
let loading: Promise<Signup> | undefined;
const loadSignup = () =>
  (loading ??= import('./WaitlistSignup').then(
    (module) => (loaded = module.WaitlistSignup),
    (error: unknown) => {
      loading = undefined; // the next touch tries again
      throw error;
    },
  ));

const emptyDraft: WaitlistDraft = { values: { name: '', email: '' }, submit: false };

export function WaitlistForm() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={css({
        margin: `${t.space[3]} ${t.space[2]}`,
        padding: t.space[3],
        borderRadius: t.radius.lg,
        border: `1px solid ${t.color.sidebarBorder}`,
        background: t.color.card,
      })}
    >
      <h2 id={headingId} css={css({ margin: 0, fontSize: '0.95rem', fontWeight: 700 })}>
        Join the Waitlist
      </h2>
      <p
        css={css({
          margin: `${t.space[1]} 0 ${t.space[3]}`,
          fontSize: '0.8rem',
          color: t.color.mutedFg,
          lineHeight: 1.4,
        })}
      >
        Be the first to know when the product launches new features and wealth management tools
      </p>
      <WaitlistFields />
      <p css={css({ margin: `${t.space[2]} 0 0`, fontSize: '0.7rem', color: t.color.mutedFg })}>
        We respect your privacy. Unsubscribe at any time.
      </p>
    </section>
  );
}

/** The live form once loaded; before that the same fields as plain inputs, which load it when touched. */
function WaitlistFields() {
  const [live, setLive] = useState(() => (loaded ? { Signup: loaded, draft: emptyDraft } : undefined));
  const plain = useRef<HTMLFormElement>(null);
  const pressed = useRef(false);
  // While a pointer is down on the plain form the swap waits for its release: a click whose press and
  // release land on two different buttons would be no click at all.
  const held = useRef(false);
  const arrived = useRef<Signup>(undefined);

  const swap = () => {
    const form = plain.current;
    const Signup = arrived.current;
    if (!form || !Signup || held.current) return; // gone meanwhile (the sidebar collapsed), or not yet
    // Read and replaced in one go, so nothing typed in between is lost.
    flushSync(() => setLive({ Signup, draft: readDraft(form, pressed.current) }));
  };
  const takeOver = () => {
    loadSignup().then(
      (Signup) => {
        arrived.current = Signup;
        swap();
      },
      () => undefined, // offline: the plain form stays, and the next touch tries again
    );
  };
  const hold = () => {
    held.current = true;
    const release = () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      // After the click this release makes (and the submit it may cause) has run.
      setTimeout(() => {
        held.current = false;
        swap();
      });
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  };

  if (live) return <live.Signup draft={live.draft} />;
  return (
    <form
      ref={plain}
      noValidate
      onPointerEnter={takeOver}
      onPointerDown={hold}
      onFocus={takeOver}
      onSubmit={(e) => {
        e.preventDefault();
        pressed.current = true;
        takeOver();
      }}
      css={waitlistFormStyle}
    >
      {waitlistFields.map((name) => (
        <Field key={name} label={waitlistInputs[name].label}>
          <Input name={name} {...waitlistInputs[name].input} />
        </Field>
      ))}
      <Button type="submit">Join Waitlist</Button>
    </form>
  );
}
