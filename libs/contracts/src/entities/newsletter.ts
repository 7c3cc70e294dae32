// The waitlist ("Join the Waitlist" in the sidebar) and POST /api/newsletter/signup.
import { z } from 'zod';
import { emailAddress, entityId, isoDateTime, limits, requiredText } from './fields';

/** Used by the shell's waitlist form and by the API's validation. */
export const newsletterSignupSchema = z.strictObject({
  name: requiredText(limits.name, 'Name is required'),
  email: emailAddress('Email is required'),
});
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type InsertNewsletterSignup = z.output<typeof newsletterSignupSchema>;

export const newsletterSignupResponseSchema = z.object({
  id: entityId,
  name: z.string(),
  email: z.string(),
  signupDate: isoDateTime,
});
export type NewsletterSignup = z.infer<typeof newsletterSignupResponseSchema>;
