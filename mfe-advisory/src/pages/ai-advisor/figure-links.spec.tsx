import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- a jest render outside the shell; never bundled
import { MemoryRouter } from 'react-router-dom';
import { screenOf, splitFigures } from './figure-links';
import ReplyMarkdown, { sitePath } from './ReplyMarkdown';

const render = (markdown: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ReplyMarkdown>{markdown}</ReplyMarkdown>
    </MemoryRouter>,
  ).replace(/<style[^>]*>.*?<\/style>/gs, '');

/** [figure, href] of every figure link in the rendered HTML. */
const figureLinks = (html: string) =>
  [...html.matchAll(/<a ([^>]*data-figure=""[^>]*)>([^<]*)<\/a>/g)].map((m) => [
    m[2],
    /href="([^"]*)"/.exec(m[1]!)?.[1],
  ]);

/** The href of every anchor that is not a path of this site. */
const offSiteAnchors = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^\/(?![/\\])/.test(href));

/** The text a reader sees: the tags dropped, the entities React writes read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('splitFigures', () => {
  it('finds dollar amounts with cents, signs and scale words, and nothing else', () => {
    expect(splitFigures('Balance $412,000.50 at 6.5%, down -$90 and $2.5M; 30 years.')).toEqual([
      { text: 'Balance ' },
      { figure: '$412,000.50' },
      { text: ' at 6.5%, down ' },
      { figure: '-$90' },
      { text: ' and ' },
      { figure: '$2.5M' },
      { text: '; 30 years.' },
    ]);
    expect(splitFigures('No money here: 6.5% over 326 months.')).toEqual([
      { text: 'No money here: 6.5% over 326 months.' },
    ]);
  });
});

describe('screenOf', () => {
  it('names one screen for one topic', () => {
    expect(screenOf('Your mortgage with Chase')?.path).toBe('/real-estate');
    expect(screenOf('Your portfolio holds 12 positions')?.path).toBe('/investments');
    expect(screenOf('The umbrella policy renews in May')?.path).toBe('/insurance');
    expect(screenOf('Your will was last updated in 2019')?.path).toBe('/estate');
    expect(screenOf('Dining spending this month')?.path).toBe('/budget');
    expect(screenOf('Your checking account')?.path).toBe('/accounts');
  });

  it('names none for no topic, or for several, and never reads the verb "will" as a will', () => {
    expect(screenOf('I will compare it with the market.')).toBeNull();
    expect(screenOf('Pay the mortgage from your checking account')).toBeNull();
  });
});

describe('figure links in a rendered reply', () => {
  it('links a figure in a paragraph that names its topic', () => {
    const html = render('Your mortgage balance is **$412,000**; refinancing would save $180 a month.');
    expect(figureLinks(html)).toEqual([
      ['$412,000', '/real-estate'],
      ['$180', '/real-estate'],
    ]);
  });

  it('gives list items the topic of their lead-in, unless they name their own', () => {
    const html = render(
      'Your mortgages:\n\n- **Chase** on 12 Oak St: $412,000 at 6.5%\n- Wells Fargo: $98,500\n- Also a car insurance premium of $1,200',
    );
    expect(figureLinks(html)).toEqual([
      ['$412,000', '/real-estate'],
      ['$98,500', '/real-estate'],
      ['$1,200', '/insurance'],
    ]);
  });

  it('links nothing where a block names two topics, or none at the top level', () => {
    expect(figureLinks(render('Move $5,000 from checking accounts into your portfolio.'))).toEqual([]);
    expect(figureLinks(render('That is $5,000 in total.'))).toEqual([]);
  });

  it('takes a table’s topic from its header row', () => {
    const html = render(
      '| Lender | Balance |\n| --- | --- |\n| Chase | $412,000 |\n| Wells Fargo | $98,500 |',
    );
    expect(html).toContain('<table');
    expect(html).toContain('<th>Lender</th>');
    expect(figureLinks(html)).toEqual([
      ['$412,000', '/real-estate'],
      ['$98,500', '/real-estate'],
    ]);
  });
});

describe('a reply rendered safely', () => {
  it('renders bold, lists and tables', () => {
    const html = render('**Bold**\n\n- one\n- two\n\n| A | B |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toContain('<td>1</td>');
  });

  it('never injects HTML from the reply', () => {
    const html = render(
      'Hi <script>alert(1)</script> <img src=x onerror=alert(2)>\n\n<div onclick="x()">block</div>',
    );
    expect(html).not.toMatch(/<script|<img|onerror|onclick|<div onclick/);
  });

  it('follows only routes of this site: any other link is its label, plain text', () => {
    const html = render(
      '[a](javascript:alert(1)) [b](/tax) [c](https://example.com/x) [d](//evil.example) ![e](https://x/y.png) [f](</\t/evil.example>) <https://bare.example> www.bare.example mail@bare.example',
    );
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="/tax"');
    expect(offSiteAnchors(html)).toEqual([]);
    expect(html).not.toContain('<img');
    expect(html).toContain('<span>e</span>');
    expect(textOf(html)).toContain('a b c d e f https://bare.example www.bare.example mail@bare.example');
  });

  it('sitePath accepts only paths of this site, resolved', () => {
    expect(sitePath('/real-estate')).toBe('/real-estate');
    expect(sitePath('/transactions?merchant=offer&month=2026-10#top')).toBe(
      '/transactions?merchant=offer&month=2026-10#top',
    );
    expect(sitePath('/accounts/../budget')).toBe('/budget');
    for (const bad of [
      'https://a.example/',
      'http://localhost/accounts',
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      '//evil',
      '/\\evil',
      '/\t/evil',
      '/ /evil',
      'accounts',
      '?q=1',
      '#top',
      '',
      undefined,
    ]) {
      expect(sitePath(bad)).toBeNull();
    }
  });
});

describe("a reply quoting the family's own text", () => {
  // What the AI service writes for a merchant imported as "[offer](https://phish.example)" and one
  // imported as "**bold** <img src=x onerror=alert(1)>" (services/ai asText, chat/stored-text.spec.ts).
  const reply = [
    'You spent $500.00 at \\[offer\\](https\\://phish.example) in October 2026 across 2 transactions. [See them](/transactions?merchant=offer&month=2026-10).',
    '',
    'Your largest single expenses in October 2026:',
    '',
    '- $412.50 at \\[offer\\](https\\://phish.example) on October 5, 2026',
    '- $310.25 at \\*\\*bold\\*\\* \\<img src=x onerror=alert(1)\\> on October 5, 2026',
  ].join('\n');

  it('shows the names as written, with no link off the site and no markup of theirs', () => {
    const html = render(reply);
    expect(offSiteAnchors(html)).toEqual([]);
    expect(textOf(html)).toContain('You spent $500.00 at [offer](https://phish.example) in October 2026');
    expect(textOf(html)).toContain('$412.50 at [offer](https://phish.example) on October 5, 2026');
    expect(textOf(html)).toContain('$310.25 at **bold** <img src=x onerror=alert(1)> on October 5, 2026');
    expect(html).not.toMatch(/<img|<strong>bold|onerror=(?!alert\(1\)&gt;)/);
  });

  it('keeps the links to the site: the transactions route, and the figures to their screen', () => {
    const html = render(reply);
    expect(html).toContain('href="/transactions?merchant=offer&amp;month=2026-10"');
    // "spent" names the budget; the list's lead-in names no topic, so its figures stay unlinked.
    expect(figureLinks(html)).toEqual([['$500.00', '/budget']]);
  });

  it('shows an off-site link a model wrote as its label alone', () => {
    const html = render('Claim your [offer](https://phish.example) or [this](//phish.example) today.');
    expect(offSiteAnchors(html)).toEqual([]);
    expect(html).not.toContain('phish.example');
    expect(textOf(html)).toBe('Claim your offer or this today.');
  });
});
