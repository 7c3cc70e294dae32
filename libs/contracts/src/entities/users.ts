// Users sign in with a username and password; the password (hashed) never leaves the API.
import { z } from '../zod';
import { entityId, limits } from './fields';
import { newPassword, passwordMessages, passwordProblem } from './password-rules';

export const userSchema = z.object({
  id: entityId,
  username: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Creating an account (POST /api/auth/register): the API and the sign-up form validate with this. The
 * password rules are those of password-rules.ts; the API also refuses common passwords.
 */
export const registerSchema = z
  .strictObject({
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(limits.username, `Username must be at most ${limits.username} characters`)
      .regex(/^[a-z0-9._-]+$/, 'Use lowercase letters, digits and . _ - only'),
    password: newPassword,
    /** A professional's account owns no family data; it sees what families grant it (issue 31). */
    kind: z.enum(['family', 'professional']).optional(),
    /**
     * An invitation link's token: the new account joins that family (as a member, or as the invited
     * professional) instead of starting a family of its own.
     */
    invitation: z.string().min(1).max(200).optional(),
  })
  .superRefine(({ username, password }, ctx) => {
    if (passwordProblem(password, username) === passwordMessages.username) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessages.username });
    }
  });
export type RegisterInput = z.infer<typeof registerSchema>;

// Signing in only checks presence: format rules would tell an attacker which usernames cannot exist.
export const loginSchema = z.strictObject({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/password: the new password keeps the sign-up rules (the API adds the username). */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password'),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The answer of POST /api/auth/sessions/sign-out-others: how many other browsers were signed out. */
export const signedOutOthersSchema = z
  .object({ signedOut: z.number().int().min(0) })
  .meta({ id: 'SignedOutOthers' });
export type SignedOutOthers = z.infer<typeof signedOutOthersSchema>;
