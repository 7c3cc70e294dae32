import { hasFactorPromptHint, hasSignedInHint } from './signed-in-hint';

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

describe('hasFactorPromptHint', () => {
  it('finds the prompt hint, not a cleared one or the signed-in hint', () => {
    expect(hasFactorPromptHint('hl_signed_in=1; hl_factor_prompt=1')).toBe(true);
    expect(hasFactorPromptHint('hl_signed_in=1; hl_factor_prompt=')).toBe(false);
    expect(hasFactorPromptHint('hl_signed_in=1')).toBe(false);
    expect(hasFactorPromptHint(undefined)).toBe(false);
  });
});
