// The second factor's tables (issue 32, migration 1797400000000). The authenticator app's secret and
// last step live on the user (user.entity.ts), a session's last check on the session.
import { limits } from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** One of a person's one-time recovery codes, stored as its SHA-256; usedAt once it was spent. */
@Entity({ name: 'recovery_codes' })
@Index('IDX_recovery_codes_user', ['userId'])
export class RecoveryCodeEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.id })
  userId!: string;

  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}

/** A WebAuthn credential registered as a second factor (and a way to sign in alone). */
@Entity({ name: 'passkeys' })
@Index('IDX_passkeys_user', ['userId'])
@Index('UQ_passkeys_credential', ['credentialId'], { unique: true })
export class PasskeyEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.id })
  userId!: string;

  /** base64url, as the authenticator gave it. */
  @Column({ type: 'varchar', length: 512 })
  credentialId!: string;

  /** The COSE public key, base64url. */
  @Column({ type: 'text' })
  publicKey!: string;

  /** The signature counter last seen; an assertion must move it forward when the authenticator counts. */
  @Column({ type: 'integer' })
  counter!: number;

  /** The authenticator's transports, comma-separated ("internal,hybrid"), for the next request's hints. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  transports!: string | null;

  @Column({ type: 'varchar', length: 64 })
  name!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastUsedAt!: Date | null;
}

export const authChallengePurposes = [
  'pending-sign-in',
  'passkey-register',
  'passkey-sign-in',
  'passkey-second-factor',
  'passkey-step-up',
] as const;
export type AuthChallengePurpose = (typeof authChallengePurposes)[number];

/**
 * A pending sign-in (the password was right; id = SHA-256 of the hl_pending cookie's token) or a
 * WebAuthn challenge (id = a random id the browser answers with). Single use: taken by a conditional
 * delete, so two answers to one challenge cannot both pass.
 */
@Entity({ name: 'auth_challenges' })
@Index('IDX_auth_challenges_expires', ['expiresAt'])
export class AuthChallengeEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'varchar', length: 32 })
  purpose!: AuthChallengePurpose;

  @Column({ type: 'varchar', length: limits.id, nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sessionId!: string | null;

  /** The WebAuthn challenge (base64url); null for a pending sign-in. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  challenge!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  @CreateDateColumn()
  createdAt!: Date;
}
