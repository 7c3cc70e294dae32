// What the browser's refusals of a passkey mean to the person. Cancelling the browser's sheet, letting
// it time out or having no authenticator to hand all come as NotAllowedError (browsers give no more,
// on purpose): that is a calm note, not an error page.
export interface PasskeyRefusal {
  /** The person stopped or could not answer: an ordinary toast, not a destructive one. */
  calm: boolean;
  title: string;
  description: string;
}

const nameOf = (error: unknown): string | undefined =>
  error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
    ? String((error as { name: unknown }).name)
    : undefined;

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;

/**
 * The browser's side of adding a passkey going wrong (startRegistration's WebAuthnError keeps the
 * DOMException's name), or null when the failure is the API's (shown through the usual toast path).
 */
export function passkeyRefusal(error: unknown): PasskeyRefusal | null {
  const name = nameOf(error);
  const code = codeOf(error);
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return {
      calm: true,
      title: 'No passkey was added',
      description: 'The request was cancelled or timed out. You can try again whenever you are ready.',
    };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return {
      calm: true,
      title: 'Already added',
      description: 'This device or security key already holds a passkey for your account.',
    };
  if (typeof code === 'string' && code.startsWith('ERROR_'))
    return {
      calm: false,
      title: 'Could not add a passkey',
      description:
        'This browser or device could not create a passkey. Try another browser or a security key.',
    };
  if (error instanceof Error && /WebAuthn is not supported/i.test(error.message))
    return {
      calm: false,
      title: 'Passkeys are not available',
      description: 'This browser does not support passkeys.',
    };
  return null;
}
