import { hasSignedInHint } from './signed-in-hint';

describe('hasSignedInHint', () => {
  it('finds the hint among other cookies', () => {
    expect(hasSignedInHint('hl_theme=dark; hl_signed_in=1')).toBe(true);
    expect(hasSignedInHint('hl_signed_in=1')).toBe(true);
  });

  it('is not fooled by a cleared hint, a look-alike name or no cookies', () => {
    expect(hasSignedInHint('hl_signed_in=')).toBe(false);
    expect(hasSignedInHint('not_hl_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint(undefined)).toBe(false);
  });
});
