import { describe, expect, it } from '@jest/globals';
import { groupedBars } from './grouped-bars';

describe('groupedBars', () => {
  it('scales every bar to the largest amount, in series order', () => {
    const groups = groupedBars(
      [
        { label: '2023', values: { income: '400000.00', tax: '100000.00' } },
        { label: '2024', values: { income: '800000.00', tax: null } },
      ],
      ['income', 'tax'],
    );
    expect(groups).toEqual([
      {
        label: '2023',
        bars: [
          { key: 'income', amount: '400000.00', height: 50 },
          { key: 'tax', amount: '100000.00', height: 12.5 },
        ],
      },
      {
        label: '2024',
        bars: [
          { key: 'income', amount: '800000.00', height: 100 },
          { key: 'tax', amount: null, height: 0 },
        ],
      },
    ]);
  });

  it('draws no bar for a negative amount, and nothing when all are zero', () => {
    const [loss] = groupedBars(
      [{ label: '2022', values: { income: '-5.00', tax: '0.00' } }],
      ['income', 'tax'],
    );
    expect(loss!.bars.map((b) => b.height)).toEqual([0, 0]);
  });
});
