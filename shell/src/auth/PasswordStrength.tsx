import { StrengthMeter } from '@heirloom/ui/base';
import { usePasswordStrength } from './use-password-strength';

/** The meter under a new-password field; the username counts against the password. */
export function PasswordStrength({ password, username }: { password: string; username?: string }) {
  const { strength, pending } = usePasswordStrength(password, username);
  return (
    <StrengthMeter
      name="Password strength"
      score={strength?.score}
      label={strength?.label}
      pending={pending}
    />
  );
}
