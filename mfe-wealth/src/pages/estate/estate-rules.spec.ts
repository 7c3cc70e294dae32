import { describe, expect, it } from '@jest/globals';
import { documentTypeLabel } from './estate-labels';
import { estateCounts, shareMessage, usualDocument } from './estate-rules';

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

describe('shareMessage', () => {
  const group = { estateDocumentId: 'will', title: 'Last Will', count: 3, withShare: 3 };
  it('says a document’s shares add up, under its title', () => {
    expect(shareMessage({ ...group, totalPercent: '100.00', addsUp: true })).toEqual({
      ok: true,
      label: 'Last Will',
      text: 'the shares add up to 100%.',
    });
  });

  it('flags shares that fall short of or exceed 100, and counts those without a share', () => {
    expect(shareMessage({ ...group, totalPercent: '99.99', addsUp: false })?.text).toBe(
      'the shares add up to 99.99%, not 100%. Correct them so that nothing is left undistributed or over-promised.',
    );
    expect(
      shareMessage({
        ...group,
        estateDocumentId: null,
        title: null,
        withShare: 1,
        totalPercent: '110.00',
        addsUp: false,
      }),
    ).toEqual({
      ok: false,
      label: 'Not linked to a document',
      text:
        'the shares add up to 110.00%, not 100%, and 2 beneficiaries have no share. Correct them so that nothing ' +
        'is left undistributed or over-promised.',
    });
  });

  it('has nothing to say when nobody in the group has a share', () => {
    expect(shareMessage({ ...group, withShare: 0, totalPercent: null, addsUp: null })).toBeNull();
  });
});

describe('usualDocument', () => {
  const documents = [{ id: 'will' }, { id: 'trust' }];
  it('is the document most beneficiaries are named under', () => {
    const named = (id: string | null) => ({ estateDocumentId: id });
    expect(usualDocument([named('trust'), named('will'), named('will'), named(null)], documents)).toBe(
      'will',
    );
  });

  it('is none without beneficiaries named under a document still on file', () => {
    expect(usualDocument([], documents)).toBe('');
    expect(usualDocument([{ estateDocumentId: 'deleted' }, { estateDocumentId: null }], documents)).toBe('');
  });
});

describe('documentTypeLabel', () => {
  it('reads stored types as words, acronyms in capitals', () => {
    expect(documentTypeLabel('power_of_attorney')).toBe('Power of attorney');
    expect(documentTypeLabel('hipaa_authorization')).toBe('HIPAA authorization');
    expect(documentTypeLabel('last_will')).toBe('Last will');
  });
});
