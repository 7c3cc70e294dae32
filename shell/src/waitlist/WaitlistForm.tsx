import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@heirloom/platform';
import { Button, Field, Input, t } from '@heirloom/ui';
import { useWaitlistSignup } from './use-waitlist-signup';

type Errors = Partial<Record<'name' | 'email', string>>;

// The same zod schema the API validates with, fetched on first focus so it is not on the start-up path.
let schema: Promise<(typeof import('./schema'))['newsletterSignupSchema']> | null = null;
const loadSchema = () => (schema ??= import('./schema').then((m) => m.newsletterSignupSchema));

export function WaitlistForm() {
  const headingId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const signup = useWaitlistSignup();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (signup.isPending) return;
    const parsed = (await loadSchema()).safeParse({ name, email });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'email') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    signup.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        setEmail('');
        toast({
          title: "You're on the list!",
          description: "We'll notify you when new features and wealth management tools are available.",
        });
      },
      onError: () => {
        toast({
          title: 'Error',
          description: 'Something went wrong. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

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
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadSchema()}
        css={css({ display: 'grid', gap: t.space[2] })}
      >
        <Field label="Name" error={errors.name}>
          <Input
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Your name"
          />
        </Field>
        <Field label="Email" error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
          />
        </Field>
        <Button type="submit" disabled={signup.isPending}>
          {signup.isPending ? 'Joining...' : 'Join Waitlist'}
        </Button>
      </form>
      <p css={css({ margin: `${t.space[2]} 0 0`, fontSize: '0.7rem', color: t.color.mutedFg })}>
        We respect your privacy. Unsubscribe at any time.
      </p>
    </section>
  );
}
