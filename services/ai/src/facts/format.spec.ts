import Decimal from 'decimal.js';
import {
  asText,
  formatDate,
  formatMoney,
  formatMonth,
  formatPercent,
  formatRate,
  listOf,
  plural,
} from './format';

describe('chat formatting', () => {
  it('writes money with cents below a million and in millions or billions above', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('999999.99')).toBe('$999,999.99');
    expect(formatMoney('1000000')).toBe('$1.00M');
    expect(formatMoney('5674321.12')).toBe('$5.67M');
    expect(formatMoney('2500000000')).toBe('$2.50B');
    expect(formatMoney('-6284.19')).toBe('-$6,284.19');
    expect(formatMoney('-0.001')).toBe('$0.00');
  });

  it('writes amounts in cents from their digits as it writes them in Decimal arithmetic', () => {
    const amounts = ['0', '-0', '-0.00', '0.5', '7.05', '-86.1', '999999.99', '-999999.9', '12', '100000'];
    const rounded = (amount: string) => {
      const value = new Decimal(amount);
      const [whole, cents] = value.abs().toFixed(2).split('.');
      const text = `$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
      return value.isNegative() && text !== '$0.00' ? `-${text}` : text;
    };
    for (const amount of amounts) {
      expect(formatMoney(amount)).toBe(rounded(amount));
      expect(formatMoney(new Decimal(amount))).toBe(rounded(amount));
    }
  });

  it('rounds money half away from zero without binary-float error', () => {
    expect(formatMoney('1.005')).toBe('$1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it('writes percentages, rates, dates and lists', () => {
    expect(formatPercent('29.5678', 1)).toBe('29.6%');
    expect(formatPercent('84.5', 0)).toBe('85%');
    expect(formatRate('7.625')).toBe('7.625%');
    expect(formatRate('6.250')).toBe('6.25%');
    expect(formatDate('2027-01-06')).toBe('January 6, 2027');
    expect(formatDate('2026-11-22T10:00:00.000Z')).toBe('November 22, 2026');
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(plural(1, 'policy', 'policies')).toBe('1 policy');
    expect(plural(3, 'mortgage')).toBe('3 mortgages');
  });

  it('writes stored text as text: markdown escaped, one line, a leading block marker escaped', () => {
    expect(asText('[offer](https://phish.example)')).toBe('\\[offer\\](https\\://phish.example)');
    expect(asText('**bold** <img src=x onerror=alert(1)>')).toBe(
      '\\*\\*bold\\*\\* \\<img src=x onerror=alert(1)\\>',
    );
    expect(asText('`x` _y_ ~z~ a|b \\ c')).toBe('\\`x\\` \\_y\\_ \\~z\\~ a\\|b \\\\ c');
    expect(asText('![pixel](https://x.example/p.png)')).toBe('!\\[pixel\\](https\\://x.example/p.png)');
    expect(asText('Tom &amp; Jerry &#60;3')).toBe('Tom \\&amp; Jerry \\&#60;3');
    expect(asText('  Corner\n# Heading\r\n- item  ')).toBe('Corner # Heading - item');
    expect(asText('PAYPAL *SHOP www.phish.example pay@phish.example')).toBe(
      'PAYPAL \\*SHOP www\\.phish.example pay\\@phish.example',
    );
    expect(asText('# Deli')).toBe('\\# Deli');
    expect(asText('- Deli')).toBe('\\- Deli');
    expect(asText('+ Deli')).toBe('\\+ Deli');
    expect(asText('> quoted')).toBe('\\> quoted');
    expect(asText('1. Deli')).toBe('1\\. Deli');
    expect(asText('24) Deli')).toBe('24\\) Deli');
  });

  it('leaves names that mean nothing as markdown exactly as stored', () => {
    for (const name of [
      'Smith-Jones',
      'Ally (HYSA)',
      'Store #12',
      'AT&T',
      "Trader Joe's",
      'Yahoo!',
      '12 Oak St.',
      'Google+',
    ]) {
      expect(asText(name)).toBe(name);
    }
  });
});
