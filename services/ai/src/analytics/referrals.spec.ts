import { recommendationCategory, type RecommendationType } from '@heirloom/contracts';
import { analyzeReferrals } from './referrals';
import { family, professional } from './test-family';
import type { Finding } from './types';

const finding = (
  type: RecommendationType,
  relatedEntityId: string | null,
  priority: Finding['priority'],
  title: string = type,
): Finding => ({
  type,
  category: recommendationCategory(type),
  relatedEntityId,
  title,
  description: '',
  potentialSavings: null,
  priority,
  evidence: { inputs: {}, formula: '', assumptions: {} },
});

describe('analyzeReferrals', () => {
  const needs = [
    finding('refinance', 'mortgage-1', 'high'),
    finding('estate_update', null, 'high', 'Complete your estate plan: add a trust'),
    finding('estate_update', 'will-1', 'high', 'Update your will'),
    finding('estate_update', 'hipaa-1', 'medium', 'Update your HIPAA release'),
    finding('tax_harvest', 'holding-1', 'medium', 'Harvest $4,250 of losses'),
  ];

  it('refers a professional for each kind of need nobody in the network serves', () => {
    const { analysis, findings } = analyzeReferrals(
      family('2026-01-01', {
        professionals: [
          professional('lo', 'loan_officer'),
          // A business lawyer does not do estate work.
          professional('lawyer', 'attorney', 'Healthcare practice and business law'),
        ],
      }),
      needs,
    );
    expect(
      analysis.needs.map((n) => [n.category, n.needs.length, n.matchingProfessionalIds, n.referralNeeded]),
    ).toEqual([
      ['mortgage', 1, ['lo'], false],
      ['tax', 1, [], true],
      ['estate', 3, [], true],
    ]);
    expect(
      findings.map((f) => [f.type, f.category, f.evidence.category, f.relatedEntityId, f.priority, f.title]),
    ).toEqual([
      // Next to the most pressing need that has an entity; medium when that need is medium.
      ['professional_referral', 'tax', 'tax', 'holding-1', 'low', 'Add a CPA to your team'],
      ['professional_referral', 'estate', 'estate', 'will-1', 'medium', 'Add an estate planner to your team'],
    ]);
    expect(findings[1]?.description).toContain('an estate planner or an attorney who does estate work');
    expect(findings[1]?.description).toContain('"Complete your estate plan: add a trust"');
    expect(findings[0]?.description).toContain('a CPA or a tax specialist');
  });

  it('counts an attorney who does estate work, and any CPA or tax specialist', () => {
    const { findings } = analyzeReferrals(
      family('2026-01-01', {
        professionals: [
          professional('ep', 'attorney', 'Estate planning and trusts'),
          professional('ea', 'tax_specialist'),
        ],
      }),
      needs,
    );
    expect(findings.map((f) => f.category)).toEqual(['mortgage']);
    expect(findings[0]?.title).toBe('Add a mortgage broker to your team');
  });

  it('refers nobody without needs', () => {
    expect(analyzeReferrals(family('2026-01-01'), [])).toEqual({
      analysis: { needs: [] },
      findings: [],
      issues: [],
    });
  });
});
