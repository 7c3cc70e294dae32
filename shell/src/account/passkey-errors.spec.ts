import { ApiError } from '@heirloom/platform';
import { WebAuthnError } from '@simplewebauthn/browser';
import { passkeyRefusal } from './passkey-errors';

const domError = (name: string) =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name });

describe('passkeyRefusal', () => {
  it('reads a cancelled or timed-out browser sheet (NotAllowedError, as startRegistration passes it on) calmly', () => {
    const cancelled = new WebAuthnError({
      message: 'The operation either timed out or was not allowed.',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      cause: domError('NotAllowedError'),
    });
    expect(passkeyRefusal(cancelled)).toMatchObject({ calm: true, title: 'No passkey was added' });
    expect(passkeyRefusal(domError('AbortError'))?.calm).toBe(true);
  });

  it('says when this authenticator already holds a passkey for the account', () => {
    const again = new WebAuthnError({
      message: 'The authenticator was previously registered',
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      cause: domError('InvalidStateError'),
    });
    expect(passkeyRefusal(again)).toMatchObject({ calm: true, title: 'Already added' });
  });

  it('tells other browser failures as errors', () => {
    const broken = new WebAuthnError({
      message: 'The authenticator was unable to process the specified options',
      code: 'ERROR_AUTHENTICATOR_GENERAL_ERROR',
      cause: domError('UnknownError'),
    });
    expect(passkeyRefusal(broken)?.calm).toBe(false);
    expect(passkeyRefusal(new Error('WebAuthn is not supported in this browser'))?.title).toBe(
      'Passkeys are not available',
    );
  });

  it("leaves the API's answers to the usual toast path", () => {
    expect(
      passkeyRefusal(
        new ApiError(
          400,
          '{"message":"That passkey answer does not belong to this request."}',
          'Bad Request',
        ),
      ),
    ).toBeNull();
    expect(passkeyRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });
});
