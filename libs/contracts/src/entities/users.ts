// Users sign in with a username and password; the password (hashed) never leaves the API.
import { z } from 'zod';
import { entityId } from './fields';

export const userSchema = z.object({
  id: entityId,
  username: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const credentialsSchema = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be at most 50 characters')
    .regex(/^[A-Za-z0-9._@+-]+$/, 'Use letters, digits and . _ @ + - only'),
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be at most 200 characters'),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** Creating a user takes the same fields as signing in. */
export const insertUserSchema = credentialsSchema;
export type InsertUser = Credentials;

/** Creating an account (POST /api/auth/register): the API and the sign-up form validate with this. */
export const registerSchema = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(32, 'Username must be at most 32 characters')
    .regex(/^[a-z0-9._-]+$/, 'Use lowercase letters, digits and . _ - only'),
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

// Signing in only checks presence: format rules would tell an attacker which usernames cannot exist.
export const loginSchema = z.strictObject({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;
