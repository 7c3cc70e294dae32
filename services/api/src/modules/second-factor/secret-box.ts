// Authenticator secrets at rest (issue 32): AES-256-GCM from node:crypto under SECOND_FACTOR_KEY, so a
// copy of the database alone does not give anyone a person's codes. Each sealed value carries its own
// random nonce and tag, and is bound to its owner (the user id as associated data): a secret copied onto
// another user's row does not open. The key and the secrets are never logged.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { secondFactorKeyOf, type ApiConfig } from '../../config/api.config';
import { ensureDataDir } from '../../database/data-dir';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The file a key is kept in when SECOND_FACTOR_KEY is unset outside production. */
export const KEY_FILE = 'second-factor.key';

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The second factor key must be 32 bytes');
  }

  /** "v1.<nonce>.<tag>.<ciphertext>", base64url parts: fits the 255 characters of its column. */
  seal(plain: string, owner: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(owner, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, nonce, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plain text, or an error when the value was sealed under another key or for another owner. */
  open(sealed: string, owner: string): string {
    const [version, nonce, tag, body, ...rest] = sealed.split('.');
    if (version !== VERSION || !nonce || !tag || body === undefined || rest.length > 0)
      throw new Error('Not a sealed second factor secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(owner, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // GCM says only "unable to authenticate": the message is ours, and says what to check.
      throw new Error('A second factor secret does not open with this key (was SECOND_FACTOR_KEY changed?)');
    }
  }
}

/**
 * The key: SECOND_FACTOR_KEY, or (outside production only; the configuration refuses production without
 * it) one made on first use and kept in `<DATA_DIR>/second-factor.key`, readable by its owner only, so
 * secrets survive a restart. Replicas sharing the data folder share the file; a race to make it is
 * settled by the first to link its file into place.
 */
export function secondFactorKey(
  config: Pick<ApiConfig, 'secondFactorKey' | 'production'>,
  env: NodeJS.ProcessEnv = process.env,
): Buffer {
  if (config.secondFactorKey) return config.secondFactorKey;
  if (config.production) throw new Error('SECOND_FACTOR_KEY is required in production');
  const file = path.join(ensureDataDir(env), KEY_FILE);
  if (!existsSync(file)) {
    // Written whole under a private name, then linked into place: a replica reading at the same moment
    // sees no file or the whole key, and of two replicas making one, the first link wins.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  try {
    return secondFactorKeyOf(readFileSync(file, 'utf8').trim());
  } catch (error) {
    throw new Error(`${file} does not hold a second factor key: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
