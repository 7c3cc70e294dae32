// The schemas of the second factor (issue 32); the zod-free rules are in second-factor-rules.ts.
//
// Sign-in with a factor enrolled:
//   POST /api/auth/login                      password right → SignInNeedsSecondFactor + hl_pending cookie
//   POST /api/auth/second-factor/passkey-options   (hl_pending) → PasskeyChallenge for that account
//   POST /api/auth/second-factor              SecondFactorAnswer → Me + the session cookie
// Sign-in with a passkey alone (both factors):
//   POST /api/auth/passkey/options            → PasskeyChallenge (discoverable credentials)
//   POST /api/auth/passkey                    PasskeySignIn → Me + the session cookie
// The signed-in person's factors (/account):
//   GET    /api/auth/factors                  → SecondFactors
//   POST   /api/auth/factors/totp             → TotpEnrolment (secret + QR, sent this once)
//   POST   /api/auth/factors/totp/confirm     TotpConfirm → TotpConfirmed (recovery codes when the first factor)
//   DELETE /api/auth/factors/totp             → 204
//   POST   /api/auth/factors/recovery-codes   → RecoveryCodes (a new set; the old ones stop working)
//   POST   /api/auth/factors/passkeys/options → PasskeyChallenge (registration)
//   POST   /api/auth/factors/passkeys         PasskeyRegistration → PasskeyAdded
//   DELETE /api/auth/factors/passkeys/{id}    → 204
//   POST   /api/auth/step-up/passkey-options  → PasskeyChallenge
//   POST   /api/auth/step-up                  SecondFactorAnswer → 204 (the session's check is now)
// Sessions:
//   GET    /api/auth/sessions                 → SessionInfo[]
//   DELETE /api/auth/sessions/{id}            → 204
// The family's rule (owners):
//   PUT    /api/access/second-factor          FamilySecondFactorRule → FamilySecondFactorRule
// The demo entries (DEMO_SIGN_IN, off in production):
//   POST   /api/auth/demo                     DemoSignIn → Me + the session cookie
import { z } from './zod';
import { meSchema } from './access';
import { entityId, isoDateTime } from './entities/fields';
import {
  PASSKEY_NAME_MAX,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  secondFactorMessages,
  secondFactorMethods,
  TOTP_DIGITS,
} from './second-factor-rules';

export * from './second-factor-rules';

/** What sign-in answers when the password was right and a second factor is enrolled. */
export const signInNeedsSecondFactorSchema = z
  .object({
    secondFactor: z.object({
      /** The methods this account can use: 'totp' and 'recovery' with an app, 'passkey' with one. */
      methods: z.array(z.enum(secondFactorMethods)),
      /** When the pending sign-in lapses and the password must be entered again. */
      expiresAt: isoDateTime,
    }),
  })
  .meta({ id: 'SignInNeedsSecondFactor' });
export type SignInNeedsSecondFactor = z.infer<typeof signInNeedsSecondFactorSchema>;

/** POST /api/auth/login: the person (as /api/auth/me), or that sign-in's second step comes next. */
export const signInAnswerSchema = z
  .union([meSchema, signInNeedsSecondFactorSchema])
  .meta({ id: 'SignInAnswer' });
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** A code from the authenticator app: six digits (spaces a user typed are dropped). */
export const totpCode = z
  .string({ error: secondFactorMessages.codeFormat })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), secondFactorMessages.codeFormat));

/** A recovery code as shown ("k3f9q-2mx7z"), case and spaces forgiven. */
export const recoveryCode = z
  .string({ error: secondFactorMessages.recoveryFormat })
  .transform((code) => code.trim().toLowerCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(RECOVERY_CODE_PATTERN, secondFactorMessages.recoveryFormat));

/**
 * A WebAuthn answer as @simplewebauthn/browser returns it (registration or authentication). Its inner
 * shape is checked by @simplewebauthn/server; here only that it is an object with an id.
 */
export const webAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1_024),
  rawId: z.string().min(1).max(1_024),
  type: z.literal('public-key'),
  response: z.looseObject({}),
});

/** Which WebAuthn challenge an answer belongs to (from PasskeyChallenge). */
const challengeId = z.string({ error: secondFactorMessages.challengeMismatch }).min(1).max(128);

/** Sign-in's second step, and a step-up: one of the enrolled factors. */
export const secondFactorAnswerSchema = z
  .discriminatedUnion('method', [
    z.strictObject({ method: z.literal('totp'), code: totpCode }),
    z.strictObject({ method: z.literal('recovery'), code: recoveryCode }),
    z.strictObject({ method: z.literal('passkey'), challengeId, response: webAuthnResponse }),
  ])
  .meta({ id: 'SecondFactorAnswer' });
export type SecondFactorAnswer = z.input<typeof secondFactorAnswerSchema>;

/**
 * WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON, as @simplewebauthn/server makes them) and the id to answer with.
 */
export const passkeyChallengeSchema = z
  .object({
    challengeId: z.string(),
    options: z.looseObject({ challenge: z.string() }),
  })
  .meta({ id: 'PasskeyChallenge' });
export type PasskeyChallenge = z.infer<typeof passkeyChallengeSchema>;

/** POST /api/auth/passkey: a passkey alone signs in (it is both factors). */
export const passkeySignInSchema = z
  .strictObject({ challengeId, response: webAuthnResponse })
  .meta({ id: 'PasskeySignIn' });
export type PasskeySignIn = z.input<typeof passkeySignInSchema>;

/** POST /api/auth/factors/passkeys: the browser's registration answer and the name the user gave it. */
export const passkeyRegistrationSchema = z
  .strictObject({
    challengeId,
    name: z
      .string({ error: secondFactorMessages.passkeyName })
      .trim()
      .min(1, secondFactorMessages.passkeyName)
      .max(PASSKEY_NAME_MAX, `Use at most ${PASSKEY_NAME_MAX} characters`),
    response: webAuthnResponse,
  })
  .meta({ id: 'PasskeyRegistration' });
export type PasskeyRegistration = z.input<typeof passkeyRegistrationSchema>;

/** One passkey of the person's (never its key material). */
export const passkeySchema = z
  .object({
    id: entityId,
    name: z.string(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

/** New recovery codes, shown this once (stored hashed). */
export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/auth/factors/passkeys answers the passkey, and recovery codes when it was the first factor. */
export const passkeyAddedSchema = z
  .object({
    passkey: passkeySchema,
    recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT).nullable(),
  })
  .meta({ id: 'PasskeyAdded' });
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

/** POST /api/auth/factors/totp: the secret to scan (a QR drawn by the API, no remote service) or type. */
export const totpEnrolmentSchema = z
  .object({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    /** The otpauth:// URI the QR code holds. */
    otpauthUrl: z.string(),
    /** The QR code as an SVG data URL (data:image/svg+xml;base64,...). */
    qrCode: z.string(),
  })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /api/auth/factors/totp/confirm: the first code proves the app holds the secret. */
export const totpConfirmSchema = z.strictObject({ code: totpCode }).meta({ id: 'TotpConfirm' });
export type TotpConfirm = z.input<typeof totpConfirmSchema>;

/**
 * POST /api/auth/factors/totp/confirm answers recovery codes when the app is the person's first factor
 * (as PasskeyAdded does), null when they already had one: their codes stay, a new set is on demand.
 */
export const totpConfirmedSchema = z
  .object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT).nullable() })
  .meta({ id: 'TotpConfirmed' });
export type TotpConfirmed = z.infer<typeof totpConfirmedSchema>;

/** What the account page shows of the person's factors, and whether they must have one. */
export const secondFactorsSchema = z
  .object({
    totp: z.object({ enabled: z.boolean(), enabledAt: isoDateTime.nullable() }),
    passkeys: z.array(passkeySchema),
    /** Unused recovery codes left (0 with no factor). */
    recoveryCodesLeft: z.number().int().min(0),
    /**
     * Why this person must have a factor (a professional; a family they belong to requires it), or
     * null when it is only encouraged.
     */
    requiredBecause: z.string().nullable(),
    /** When this session last passed a second factor (sign-in, enrolment, step-up), or null. */
    verifiedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'SecondFactors' });
export type SecondFactors = z.infer<typeof secondFactorsSchema>;

/** One signed-in browser of the person's, for /account's sessions list. */
export const sessionInfoSchema = z
  .object({
    /** An opaque id for signing this session out (never the cookie or its hash). */
    id: z.string(),
    /** "Chrome on macOS", from the user agent; "Unknown device" without one. */
    device: z.string(),
    /** The client address as the edge saw it at sign-in. */
    address: z.string().nullable(),
    signedInAt: isoDateTime,
    lastSeenAt: isoDateTime,
    /** The session this request came with. */
    current: z.boolean(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** PUT /api/access/second-factor: an owner requires a factor of every member of the family. */
export const familySecondFactorRuleSchema = z
  .strictObject({ required: z.boolean({ error: 'Choose whether a second factor is required' }) })
  .meta({ id: 'FamilySecondFactorRule' });
export type FamilySecondFactorRule = z.infer<typeof familySecondFactorRuleSchema>;

/** POST /api/auth/demo: the demo entries on /login, one click each (DEMO_SIGN_IN). */
export const demoSignInSchema = z
  .strictObject({ account: z.enum(['family', 'professional']) })
  .meta({ id: 'DemoSignIn' });
export type DemoSignIn = z.infer<typeof demoSignInSchema>;
