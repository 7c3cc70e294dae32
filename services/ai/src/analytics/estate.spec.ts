import { defaultAssumptions, resolveAssumptions } from '../config/assumptions';
import { analyzeEstate, coreDocumentKind } from './estate';
import { beneficiary, estateDocument, family } from './test-family';

describe('coreDocumentKind', () => {
  it.each([
    ['last_will', 'will'],
    ['pour_over_will', 'will'],
    ['last_will_and_testament', 'will'],
    ['living_will', 'healthcare_directive'], // a healthcare document, not a will
    ['healthcare_directive', 'healthcare_directive'],
    ['advance_directive', 'healthcare_directive'],
    ['healthcare_power_of_attorney', 'healthcare_directive'],
    ['medical_poa', 'healthcare_directive'],
    ['durable_power_of_attorney', 'power_of_attorney'],
    ['power_of_attorney', 'power_of_attorney'],
    ['revocable_living_trust', 'trust'],
    ['trust', 'trust'],
    ['hipaa_authorization', null],
    ['business_succession_plan', null],
    ['trustee_letter', null],
  ])('%s -> %s', (type, kind) => {
    expect(coreDocumentKind(type)).toBe(kind);
  });
});

describe('analyzeEstate', () => {
  // Five years before 2026-06-30 is 2021-06-30: documents last updated before that day are stale.
  const today = '2026-06-30';
  const documents = [
    estateDocument('d1', 'last_will', '2021-06-29', 'active', 'Last Will'), // one day too old
    estateDocument('d2', 'revocable_living_trust', '2026-01-01', 'draft', 'Family Trust'), // only a draft
    estateDocument('d3', 'durable_power_of_attorney', '2025-01-01', 'outdated', 'Financial POA'),
    estateDocument('d4', 'living_will', '2021-06-30', 'active', 'Living Will'), // exactly five years: fine
    estateDocument('d5', 'hipaa_authorization', '2020-01-01', 'active', 'HIPAA Release'),
  ];
  // Named in the will: 50 + 30 + 15 = 95, and one beneficiary has no share.
  const beneficiaries = [
    beneficiary('b1', '50.00', 'd1'),
    beneficiary('b2', '30.00', 'd1'),
    beneficiary('b3', '15.00', 'd1'),
    beneficiary('b4', null, 'd1'),
  ];

  it('flags outdated and old documents, a trust that is only a draft, and shares off 100%', () => {
    const { analysis, findings, issues } = analyzeEstate(
      family(today, { estateDocuments: documents, beneficiaries }),
      defaultAssumptions,
    );
    expect(issues).toEqual([]);
    expect(
      analysis.documents.map((d) => [d.documentId, d.ageYears, d.coreKind, d.needsUpdate, d.reasons]),
    ).toEqual([
      ['d1', 5, 'will', true, ['it was last updated on 2021-06-29, more than 5 years ago']],
      ['d2', 0, 'trust', false, []],
      ['d3', 1, 'power_of_attorney', true, ['it is marked outdated']],
      ['d4', 5, 'healthcare_directive', false, []],
      ['d5', 6, null, true, ['it was last updated on 2020-01-01, more than 5 years ago']],
    ]);
    expect(analysis.missingCoreDocuments).toEqual(['trust']);
    expect(analysis.coreDocuments.find((c) => c.kind === 'trust')).toEqual({
      kind: 'trust',
      label: 'a trust',
      present: false,
      documentIds: ['d2'],
    });
    expect(analysis.beneficiaries).toEqual({
      count: 4,
      withShare: 3,
      totalPercent: '95.00',
      addsUp: false,
      byDocument: [
        {
          estateDocumentId: 'd1',
          title: 'Last Will',
          count: 4,
          withShare: 3,
          totalPercent: '95.00',
          addsUp: false,
        },
      ],
    });

    expect(findings.map((f) => [f.type, f.category, f.relatedEntityId, f.priority, f.title])).toEqual([
      ['estate_update', 'estate', 'd1', 'high', 'Update your Last Will'],
      ['estate_update', 'estate', 'd3', 'medium', 'Update your Financial POA'],
      ['estate_update', 'estate', 'd5', 'medium', 'Update your HIPAA Release'],
      ['estate_update', 'estate', null, 'high', 'Complete your estate plan: add a trust'],
    ]);
    expect(findings[0]?.description).toContain('every 5 years');
    const gaps = findings[3]?.description ?? '';
    expect(gaps).toContain('no trust (trust only as a draft)');
    expect(gaps).toContain('The shares under your Last Will add up to 95.00%, not 100%, and 1 has no share');
    expect(findings.every((f) => f.potentialSavings === null)).toBe(true);
  });

  it('uses the document age it is given', () => {
    const { findings } = analyzeEstate(
      family(today, { estateDocuments: documents }),
      resolveAssumptions({ ESTATE_DOCUMENT_MAX_AGE_YEARS: '10' }),
    );
    // Nothing is ten years old: only the document marked outdated and the draft-only trust remain.
    expect(findings.map((f) => f.relatedEntityId)).toEqual(['d3', null]);
  });

  it('says nothing when the plan is complete, current and the shares add up', () => {
    const { analysis, findings } = analyzeEstate(
      family(today, {
        estateDocuments: [
          estateDocument('w', 'last_will', '2024-01-01'),
          estateDocument('t', 'trust', '2024-01-01'),
          estateDocument('p', 'power_of_attorney', '2024-01-01'),
          estateDocument('h', 'healthcare_directive', '2024-01-01'),
        ],
        beneficiaries: [beneficiary('b1', '33.34'), beneficiary('b2', '33.33'), beneficiary('b3', '33.33')],
      }),
      defaultAssumptions,
    );
    expect(analysis.missingCoreDocuments).toEqual([]);
    expect(analysis.beneficiaries).toMatchObject({ totalPercent: '100.00', addsUp: true });
    expect(findings).toEqual([]);
  });

  it('only flags shares that do not add up when no document is on file', () => {
    // Nothing entered yet: a missing plan cannot be told from one never recorded.
    const empty = analyzeEstate(family(today), defaultAssumptions);
    expect(empty.analysis.missingCoreDocuments).toEqual([]);
    expect(empty.analysis.beneficiaries).toEqual({
      count: 0,
      withShare: 0,
      totalPercent: null,
      addsUp: null,
      byDocument: [],
    });
    expect(empty.findings).toEqual([]);

    const over = analyzeEstate(
      family(today, { beneficiaries: [beneficiary('b1', '60'), beneficiary('b2', '60')] }),
      defaultAssumptions,
    );
    expect(over.findings.map((f) => [f.relatedEntityId, f.title, f.priority])).toEqual([
      [null, 'Fix your beneficiaries’ shares', 'medium'],
    ]);
    expect(over.findings[0]?.description).toContain(
      'The shares of your beneficiaries not named in a document add up to 120.00%',
    );
  });

  it('checks the shares per document: a will and a trust may each give out 100%', () => {
    const will = estateDocument('w', 'last_will', '2024-01-01', 'active', 'Last Will');
    const trust = estateDocument('t', 'revocable_trust', '2024-01-01', 'active', 'Family Trust');
    const each = analyzeEstate(
      family(today, {
        estateDocuments: [will, trust],
        beneficiaries: [
          beneficiary('a', '100', 'w'),
          beneficiary('b', '60', 't'),
          beneficiary('c', '40', 't'),
        ],
      }),
      defaultAssumptions,
    );
    // 200% across the estate, but 100% under each document: nothing to fix.
    expect(each.analysis.beneficiaries).toMatchObject({ totalPercent: '200.00', addsUp: true });
    expect(each.findings.filter((f) => f.description.includes('shares'))).toEqual([]);

    const off = analyzeEstate(
      family(today, {
        estateDocuments: [will, trust],
        beneficiaries: [
          beneficiary('a', '100', 'w'),
          beneficiary('b', '60', 't'),
          beneficiary('c', '30', 't'),
        ],
      }),
      defaultAssumptions,
    );
    expect(off.analysis.beneficiaries.addsUp).toBe(false);
    const description = off.findings.find((f) => f.relatedEntityId === null)?.description ?? '';
    expect(description).toContain('The shares under your Family Trust add up to 90.00%, not 100%');
    expect(description).not.toContain('Last Will add up');
  });

  it('leaves out malformed dates and shares', () => {
    const { analysis, issues } = analyzeEstate(
      family(today, {
        estateDocuments: [estateDocument('bad', 'last_will', 'last spring')],
        beneficiaries: [beneficiary('b1', 'half'), beneficiary('b2', '100')],
      }),
      defaultAssumptions,
    );
    expect(analysis.documents).toEqual([]);
    expect(analysis.beneficiaries).toMatchObject({ withShare: 1, addsUp: true });
    expect(issues).toEqual([
      { entity: 'estate_document', id: 'bad', field: 'lastUpdated', message: 'not a date: "last spring"' },
      { entity: 'beneficiary', id: 'b1', field: 'percentage', message: 'not a number: "half"' },
    ]);
  });
});
