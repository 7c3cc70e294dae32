import { qifDateCell, readQif } from './qif';

const qif = (...lines: string[]) => lines.join('\r\n');

describe('readQif', () => {
  it('reads card transactions without an account block', () => {
    expect(
      readQif(
        qif(
          '!Type:CCard',
          'D12/31/2025',
          'T-25.00',
          'PGAS',
          '^',
          'D01/02/2026',
          'U1.234,50',
          'T1.234,50',
          'PREFUND',
          '^',
        ),
      ),
    ).toEqual({
      ok: true,
      accounts: [
        {
          name: null,
          type: 'CCard',
          transactions: [
            {
              line: 2,
              date: '12/31/2025',
              amount: '-25.00',
              payee: 'GAS',
              memo: '',
              category: '',
              number: '',
              cleared: '',
            },
            {
              line: 6,
              date: '01/02/2026',
              amount: '1.234,50',
              payee: 'REFUND',
              memo: '',
              category: '',
              number: '',
              cleared: '',
            },
          ],
        },
      ],
    });
  });

  it('passes over category lists and splits', () => {
    const result = readQif(
      qif(
        '!Option:AutoSwitch',
        '!Type:Cat',
        'NGroceries',
        'E',
        '^',
        '!Type:Bank',
        'D1/5/26',
        'T-60.00',
        'SGroceries',
        '$-40.00',
        'SHousehold',
        '$-20.00',
        '^',
      ),
    );
    expect(result).toMatchObject({
      ok: true,
      accounts: [{ type: 'Bank', transactions: [{ amount: '-60.00' }] }],
    });
  });

  it.each([
    [qif('D1/5/26', 'T-1', '^'), 1, 'a QIF file starts with a !Type: line'],
    [qif('!Type:Invst', 'D1/5/26', '^'), 1, 'investment accounts are not read yet'],
    [qif('!Type:Bank', 'PNO DATE', 'T-1', '^'), 2, 'a transaction has no date (D line)'],
    [qif('!Type:Bank', 'D1/5/26', 'PNO AMOUNT', '^'), 2, 'a transaction has no amount (T line)'],
    [qif('!Type:Bank', 'D1/5/26', 'T-1'), 2, 'the last record is not ended by ^'],
    [qif('!Type:Bank', 'D1/5/26', 'Zwhat', '^'), 3, 'unknown QIF line "Zwhat"'],
    [qif('!Type:Bank'), 1, 'the file holds no bank, cash or card transactions'],
    [qif('!Type:Mystery'), 1, 'unknown QIF type "Mystery"'],
  ])('refuses a broken file and says where (%#)', (text, line, message) => {
    expect(readQif(text)).toEqual({ ok: false, error: { line, message } });
  });
});

describe('qifDateCell', () => {
  it("undoes Quicken's apostrophe years and padding", () => {
    expect(qifDateCell("1/15'26")).toBe('1/15/26');
    expect(qifDateCell(' 1/ 5/26')).toBe('1/5/26');
    expect(qifDateCell('15.01.2026')).toBe('15.01.2026');
  });
});
