import { describe, expect, it } from '@jest/globals';
import { documentTypeLabel } from './estate-labels';
import { beneficiaryShares, estateCounts } from './estate-rules';

describe('estateCounts', () => {
  it('counts active documents, beneficiaries and outdated documents as needing attention', () => {
    expect(
      estateCounts(
        [{ status: 'active' }, { status: 'outdated' }, { status: 'draft' }, { status: 'active' }],
        [{}, {}, {}],
      ),
    ).toEqual({ active: 2, beneficiaries: 3, needsAttention: 1 });
    expect(estateCounts([], [])).toEqual({ active: 0, beneficiaries: 0, needsAttention: 0 });
  });
});

describe('beneficiaryShares', () => {
  it('adds the shares exactly: 50 + 22.5 + 22.5 + 5 is 100', () => {
    expect(
      beneficiaryShares([
        { percentage: '50.00' },
        { percentage: '22.50' },
        { percentage: '22.50' },
        { percentage: '5.00' },
      ]),
    ).toEqual({ count: 4, withShare: 4, totalPercent: '100.00', addsUp: true });
  });

  it('flags shares that fall short of or exceed 100, and counts those without a share', () => {
    expect(
      beneficiaryShares([{ percentage: '33.33' }, { percentage: '33.33' }, { percentage: '33.33' }]),
    ).toMatchObject({ totalPercent: '99.99', addsUp: false });
    expect(beneficiaryShares([{ percentage: '60' }, { percentage: '50' }, { percentage: null }])).toEqual({
      count: 3,
      withShare: 2,
      totalPercent: '110.00',
      addsUp: false,
    });
  });

  it('has nothing to check when nobody has a share', () => {
    expect(beneficiaryShares([{ percentage: null }])).toEqual({
      count: 1,
      withShare: 0,
      totalPercent: null,
      addsUp: null,
    });
    expect(beneficiaryShares([]).addsUp).toBeNull();
  });
});

describe('documentTypeLabel', () => {
  it('reads stored types as words, acronyms in capitals', () => {
    expect(documentTypeLabel('power_of_attorney')).toBe('Power of attorney');
    expect(documentTypeLabel('hipaa_authorization')).toBe('HIPAA authorization');
    expect(documentTypeLabel('last_will')).toBe('Last will');
  });
});
