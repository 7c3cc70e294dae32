import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KEY_FILE, SecretBox, secondFactorKey } from './secret-box';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const sealed = box.seal(SECRET, 'user-1');
    expect(sealed).not.toContain(SECRET);
    expect(sealed.length).toBeLessThanOrEqual(255);
    expect(box.open(sealed, 'user-1')).toBe(SECRET);
    expect(box.seal(SECRET, 'user-1')).not.toBe(sealed);
  });

  it('refuses another key, another owner and a changed value', () => {
    const sealed = box.seal(SECRET, 'user-1');
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'user-1')).toThrow(
      /does not open with this key/,
    );
    expect(() => box.open(sealed, 'user-2')).toThrow(/does not open with this key/);
    const [version, nonce, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([version, nonce, tag, flipped].join('.'), 'user-1')).toThrow();
    expect(() => box.open('not sealed', 'user-1')).toThrow(/Not a sealed/);
  });

  it('wants a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('secondFactorKey', () => {
  it('is SECOND_FACTOR_KEY when set', () => {
    const key = randomBytes(32);
    expect(secondFactorKey({ secondFactorKey: key, production: true })).toBe(key);
  });

  it('is refused in production without SECOND_FACTOR_KEY', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-key-'));
    expect(() => secondFactorKey({ production: true }, { DATA_DIR: dir })).toThrow(/required in production/);
  });

  it('elsewhere is made once in <DATA_DIR>/second-factor.key, readable by its owner only, and kept', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-key-'));
    const first = secondFactorKey({ production: false }, { DATA_DIR: dir });
    expect(first).toHaveLength(32);
    const file = path.join(dir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(secondFactorKey({ production: false }, { DATA_DIR: dir }).equals(first)).toBe(true);
    // A secret sealed before a restart opens after it.
    const sealed = new SecretBox(first).seal(SECRET, 'u');
    expect(new SecretBox(secondFactorKey({ production: false }, { DATA_DIR: dir })).open(sealed, 'u')).toBe(
      SECRET,
    );
  });
});
