import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes';

const codes = ['k3f9q-2mx7z', 'a1b2c-d3e4f', 'zzzzz-00000'];

describe('recoveryCodesText', () => {
  const text = recoveryCodesText(codes, 'ada', new Date('2026-11-27T23:30:00Z'));
  const lines = text.split('\n');

  it('names the account and the day the codes were made', () => {
    expect(lines[0]).toBe('Heirloom recovery codes for ada');
    expect(lines[1]).toMatch(/^Made 2026-11-27\. Each code works once/);
  });

  it('holds every code on a line of its own, in order, with nothing else on it', () => {
    const start = lines.indexOf(codes[0]!);
    expect(lines.slice(start, start + codes.length)).toEqual(codes);
    expect(lines.filter((line) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(line))).toEqual(codes);
  });

  it('says how to use them and ends with a newline', () => {
    expect(text).toMatch(/Use one at sign-in/);
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe('recoveryCodesFileName', () => {
  it('names the product and the account, safe for any file system', () => {
    expect(recoveryCodesFileName('ada')).toBe('heirloom-recovery-codes-ada.txt');
    expect(recoveryCodesFileName('Ada Lovelace/../x')).toBe('heirloom-recovery-codes-ada-lovelace-x.txt');
    expect(recoveryCodesFileName('..')).toBe('heirloom-recovery-codes-account.txt');
  });
});
