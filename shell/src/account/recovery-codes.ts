// Recovery codes are shown once (the API keeps only their hashes): what the downloaded file holds and
// what it is called, so a person can keep them somewhere other than the screen.
import { brand } from '@heirloom/contracts';

/** The .txt a person downloads: whose codes, when they were made, the codes one a line, how to use them. */
export function recoveryCodesText(codes: readonly string[], username: string, made: Date): string {
  return [
    `${brand.productName} recovery codes for ${username}`,
    `Made ${made.toISOString().slice(0, 10)}. Each code works once; making new codes stops these.`,
    '',
    ...codes,
    '',
    'Use one at sign-in, in place of a code from your authenticator app, when you cannot use the app or a passkey.',
    'Keep them somewhere safe, apart from your password.',
    '',
  ].join('\n');
}

/** "heirloom-recovery-codes-ada.txt": the product and the account, so two accounts' files differ. */
export function recoveryCodesFileName(username: string): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${slug(brand.productName)}-recovery-codes-${slug(username) || 'account'}.txt`;
}
