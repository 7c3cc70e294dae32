import { TOTP_ISSUER } from '@heirloom/contracts';
import { checkTotp, newTotpSecret, totpCodeAt, totpQrCode, totpStepAt, totpUri } from './totp';

// RFC 6238's SHA-1 test secret ("12345678901234567890", base32) and its published vectors.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const STEP = 30_000;

describe('authenticator codes', () => {
  it('match RFC 6238 (SHA-1, the last 6 of its 8 digits)', async () => {
    expect(await totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(await totpCodeAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(await totpCodeAt(RFC_SECRET, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('are accepted in their step and one step either side, answering the step; not two away', async () => {
    const now = new Date('2026-03-01T12:00:10Z');
    const step = totpStepAt(now);
    const at = (steps: number) => new Date(now.getTime() + steps * STEP);
    expect(await checkTotp(RFC_SECRET, await totpCodeAt(RFC_SECRET, now), now)).toBe(step);
    expect(await checkTotp(RFC_SECRET, await totpCodeAt(RFC_SECRET, at(-1)), now)).toBe(step - 1);
    expect(await checkTotp(RFC_SECRET, await totpCodeAt(RFC_SECRET, at(1)), now)).toBe(step + 1);
    expect(await checkTotp(RFC_SECRET, await totpCodeAt(RFC_SECRET, at(-2)), now)).toBeNull();
    expect(await checkTotp(RFC_SECRET, await totpCodeAt(RFC_SECRET, at(2)), now)).toBeNull();
  });

  it('refuses a code that is not the one', async () => {
    const now = new Date('2026-03-01T12:00:10Z');
    const right = await totpCodeAt(RFC_SECRET, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(await checkTotp(RFC_SECRET, wrong, now)).toBeNull();
  });

  it('makes 160-bit base32 secrets, new each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('puts the issuer, the username and the parameters apps expect in the otpauth URI', () => {
    const url = new URL(totpUri('ada.lovelace', RFC_SECRET));
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toMatch(new RegExp(`${TOTP_ISSUER}:ada\\.lovelace$`));
    expect(url.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(url.searchParams.get('issuer')).toBe(TOTP_ISSUER);
    for (const [name, value] of [
      ['algorithm', 'SHA1'],
      ['digits', '6'],
      ['period', '30'],
    ] as const)
      expect(url.searchParams.get(name) ?? value).toBe(value);
  });

  it('draws the QR code here, as an SVG data URL', async () => {
    const qr = await totpQrCode(totpUri('ada', RFC_SECRET));
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qr.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });
});
