// The waitlist ("Join the Waitlist" in the sidebar) and POST /api/newsletter/signup.
import { z } from '../zod';
import { emailAddress, limits, requiredText } from './fields';

/** Used by the shell's waitlist form and by the API's validation. */
export const newsletterSignupSchema = z.strictObject({
  name: requiredText(limits.name, 'Name is required'),
  email: emailAddress('Email is required'),
});
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type InsertNewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** The answer is the same whether the address was new or already on the list (202 either way), so it
 * tells nobody who signed up: the name and address just sent, normalised, and nothing stored. */
export const newsletterSignupResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupResponseSchema>;
