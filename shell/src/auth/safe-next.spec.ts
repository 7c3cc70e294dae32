import { AFTER_SIGN_IN, loginUrl, safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    ['/transactions', '/transactions'],
    ['/transactions?month=2025-01#top', '/transactions?month=2025-01#top'],
    ['/a/../budget', '/budget'],
  ])('keeps the site path %s', (raw, expected) => {
    expect(safeNext(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    '//evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'dashboard',
    '/login',
    '/register?next=/budget',
  ])('falls back to the dashboard for %p', (raw) => {
    expect(safeNext(raw)).toBe(AFTER_SIGN_IN);
  });
});

describe('loginUrl', () => {
  it('encodes the path and its query into next', () => {
    expect(loginUrl('/transactions')).toBe('/login?next=%2Ftransactions');
    expect(loginUrl('/budget?x=1&y=2')).toBe('/login?next=%2Fbudget%3Fx%3D1%26y%3D2');
  });
});
