import { describe, expect, it } from '@jest/globals';
import {
  recommendationStatuses,
  recommendationTransitions,
  type RecommendationRow,
} from '@heirloom/contracts';
import { ApiError } from '@heirloom/platform';
import {
  actionsFor,
  countByStatus,
  evidenceLabel,
  evidenceValue,
  failureMessage,
  filterRecommendations,
  noFilters,
} from './recommendation-view';

type Row = Pick<RecommendationRow, 'type' | 'evidence' | 'priority' | 'status'> & { id: string };
const row = (id: string, type: Row['type'], priority: Row['priority'], extra: Partial<Row> = {}): Row => ({
  id,
  type,
  priority,
  status: 'new',
  evidence: null,
  ...extra,
});

const rows: Row[] = [
  row('refi', 'refinance', 'high'),
  row('harvest', 'tax_harvest', 'high', { status: 'reviewed' }),
  row('will', 'estate_update', 'medium', { status: 'completed' }),
  row('policy', 'insurance_review', 'low'),
  row('cash', 'excess_cash', 'medium'),
  row('planner', 'professional_referral', 'low', {
    evidence: { inputs: {}, formula: 'f', assumptions: {}, category: 'estate' },
  }),
  row('old-referral', 'professional_referral', 'medium'),
];
const ids = (list: Row[]) => list.map((r) => r.id);

describe('filterRecommendations', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterRecommendations(rows, noFilters))).toEqual(ids(rows));
  });

  it('filters by the dashboard category, a referral by the need its evidence names', () => {
    const by = (category: 'mortgage' | 'tax' | 'estate' | 'insurance' | 'investment') =>
      ids(filterRecommendations(rows, { category, priority: 'all' }));
    expect(by('mortgage')).toEqual(['refi']);
    expect(by('tax')).toEqual(['harvest']);
    expect(by('estate')).toEqual(['will', 'planner']);
    expect(by('insurance')).toEqual(['policy']);
    // A referral without evidence falls under the default category.
    expect(by('investment')).toEqual(['cash', 'old-referral']);
  });

  it('filters by priority, and by both at once', () => {
    expect(ids(filterRecommendations(rows, { category: 'all', priority: 'high' }))).toEqual([
      'refi',
      'harvest',
    ]);
    expect(ids(filterRecommendations(rows, { category: 'estate', priority: 'low' }))).toEqual(['planner']);
    expect(filterRecommendations(rows, { category: 'mortgage', priority: 'low' })).toEqual([]);
  });
});

describe('countByStatus', () => {
  it('counts every status, zero when absent', () => {
    expect(countByStatus(rows)).toEqual({ new: 5, reviewed: 1, completed: 1 });
    expect(countByStatus([])).toEqual({ new: 0, reviewed: 0, completed: 0 });
  });
});

describe('actionsFor', () => {
  it('offers exactly the transitions of the workflow', () => {
    expect(actionsFor('new')).toEqual([
      { to: 'reviewed', label: 'Mark Reviewed' },
      { to: 'completed', label: 'Mark Completed' },
    ]);
    expect(actionsFor('reviewed')).toEqual([{ to: 'completed', label: 'Mark Completed' }]);
    expect(actionsFor('completed')).toEqual([]);
    for (const status of recommendationStatuses) {
      expect(actionsFor(status).map((a) => a.to)).toEqual(recommendationTransitions[status]);
    }
  });
});

describe('failureMessage', () => {
  it("uses the API's message", () => {
    const body = JSON.stringify({ message: 'Cannot move a completed recommendation back to new' });
    expect(failureMessage(new ApiError(409, body, 'Conflict'))).toBe(
      'Cannot move a completed recommendation back to new',
    );
  });

  it('never shows a 5xx body without a message, and explains a network failure', () => {
    expect(failureMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(failureMessage(new ApiError(404, '', 'Not Found'))).toBe('404: Not Found');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});

describe('evidence display', () => {
  it('labels camelCase and CONSTANT keys', () => {
    expect(evidenceLabel('currentBalance')).toBe('Current balance');
    expect(evidenceLabel('MARKET_MORTGAGE_RATE')).toBe('Market mortgage rate');
    expect(evidenceLabel('remainingMonths')).toBe('Remaining months');
  });

  it('shows numbers grouped, text as stored and null as a dash', () => {
    expect(evidenceValue(412000.5)).toBe('412,000.5');
    expect(evidenceValue('412000.00')).toBe('412000.00');
    expect(evidenceValue(null)).toBe('—');
  });
});
