// A software authenticator for the suites: an ES256 key pair held in memory that answers WebAuthn
// registration (attestation 'none') and authentication requests the way a browser passes them on, so
// the API's passkey checks run for real (@simplewebauthn/server verifies every byte).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** Authenticator data flags (WebAuthn §6.1). */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A Buffer as the plain Uint8Array the library's helpers take. */
const bytes = (buffer: Buffer) => new Uint8Array(buffer);

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export interface SoftAuthenticatorOptions {
  /** The page's origin as the browser reports it in clientDataJSON. */
  origin?: string;
  /** Whether the authenticator verifies the person (a PIN, a fingerprint). */
  userVerified?: boolean;
  /** The signature counter's start; 0 for an authenticator that does not count (most passkeys). */
  counter?: number;
}

export class SoftAuthenticator {
  readonly credentialId = isoBase64URL.fromBuffer(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  origin: string;
  userVerified: boolean;
  /** The next assertion's counter is this plus one (when counting); tests may set it back. */
  counter: number;
  /** The user handle registration gave, answered by a discoverable credential. */
  private userHandle: string | undefined;

  constructor({
    origin = 'http://localhost:3100',
    userVerified = true,
    counter = 0,
  }: SoftAuthenticatorOptions = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicKey = publicKey;
    this.origin = origin;
    this.userVerified = userVerified;
    this.counter = counter;
  }

  private flags(extra = 0): number {
    return USER_PRESENT | (this.userVerified ? USER_VERIFIED : 0) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The public key as COSE (EC2, ES256, P-256). */
  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  /** navigator.credentials.create() as @simplewebauthn/browser's startRegistration answers it. */
  register(options: CreationOptions, rpId = options.rp.id ?? 'localhost') {
    this.userHandle = options.user.id;
    const credentialId = isoBase64URL.toBuffer(this.credentialId);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.of(this.flags(ATTESTED_CREDENTIAL)),
      uint32(this.counter),
      Buffer.alloc(16), // AAGUID: none given
      Buffer.of(credentialId.length >> 8, credentialId.length & 0xff),
      credentialId,
      this.coseKey(),
    ]);
    const attestation = new Map<string, Cbor>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map());
    attestation.set('authData', new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(bytes(this.clientData('webauthn.create', options.challenge))),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /**
   * navigator.credentials.get() as startAuthentication answers it; the counter moves forward first when
   * the authenticator counts (counter above 0).
   */
  authenticate(options: RequestOptions, rpId = options.rpId ?? 'localhost') {
    if (this.counter > 0) this.counter += 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.of(this.flags()), uint32(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    // ECDSA over authenticatorData || SHA-256(clientDataJSON), DER-encoded as WebAuthn wants it.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(bytes(clientDataJSON)),
        authenticatorData: isoBase64URL.fromBuffer(bytes(authData)),
        signature: isoBase64URL.fromBuffer(bytes(signature)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
