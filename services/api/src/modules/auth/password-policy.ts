// The password rules a schema alone cannot check: the username on a password change (the form does
// not send it) and the list of common passwords (too big for the browser). Answers like the
// validation pipe does, with the message on the field, so the forms show it in the same place.
import { passwordMessages, passwordProblem } from '@heirloom/contracts';
import { ValidationFailedException } from '@heirloom/server';
import { isCommonPassword } from './common-passwords';

export async function assertAcceptablePassword(
  password: string,
  username: string,
  path: string,
): Promise<void> {
  const problem =
    passwordProblem(password, username) ??
    ((await isCommonPassword(password)) ? passwordMessages.common : undefined);
  if (problem) throw new ValidationFailedException([{ path, message: problem }]);
}
