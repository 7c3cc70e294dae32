import { toWire } from './wire';

describe('toWire', () => {
  it('turns timestamps into ISO strings and leaves everything else alone', () => {
    const row = {
      id: 'a',
      balance: '12.50',
      day: '2024-03-01',
      at: new Date('2024-03-01T12:00:00.123Z'),
      gone: null,
    };
    expect(toWire(row)).toEqual({
      id: 'a',
      balance: '12.50',
      day: '2024-03-01',
      at: '2024-03-01T12:00:00.123Z',
      gone: null,
    });
  });
});
