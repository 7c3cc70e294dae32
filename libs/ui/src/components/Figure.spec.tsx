import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { Figure, figureText } from './Figure';

describe('figureText', () => {
  it('formats money by default, percentages with their decimals, and counts', () => {
    expect(figureText({ value: '1234.5' })).toBe('$1,234.50');
    expect(figureText({ value: '12.345', format: 'percent', decimals: 1 })).toBe('12.3%');
    expect(figureText({ value: '12.345', format: 'percent' })).toBe('12.35%');
    expect(figureText({ value: '12.345', format: 'percent', signed: true })).toBe('+12.35%');
    expect(figureText({ value: '-3', format: 'percent', signed: true })).toBe('-3.00%');
    expect(figureText({ value: 3, format: 'count' })).toBe('3');
    expect(figureText({ value: 'None yet', format: 'text' })).toBe('None yet');
  });

  it("reads '…' while loading and '—' when failed or missing", () => {
    expect(figureText({ value: '10', loading: true })).toBe('…');
    expect(figureText({ value: '10', loading: true, failed: true })).toBe('…');
    expect(figureText({ value: '10', failed: true })).toBe('—');
    expect(figureText({ value: null, format: 'percent' })).toBe('—');
    expect(figureText({ value: undefined })).toBe('—');
  });
});

describe('Figure', () => {
  it('is a summary tile with its label, hint, test id and formatted value', () => {
    const html = renderToStaticMarkup(
      <Figure label="Total Value" value="2500" hint="2 properties" data-testid="real-estate-value" />,
    );
    expect(html).toContain('data-testid="real-estate-value"');
    expect(html).toContain('Total Value');
    expect(html).toContain('$2,500.00');
    expect(html).toContain('2 properties');
  });

  it("shows '…' while loading, or a skeleton block when asked", () => {
    const ellipsis = renderToStaticMarkup(<Figure label="Total Value" value="2500" loading />);
    expect(ellipsis).toContain('…');
    expect(ellipsis).not.toContain('$2,500.00');
    const skeleton = renderToStaticMarkup(<Figure label="Total Value" value="2500" loading skeleton />);
    expect(skeleton).not.toContain('…');
    expect(skeleton).toContain('width:7rem');
    expect(skeleton).not.toContain('$2,500.00');
  });
});
