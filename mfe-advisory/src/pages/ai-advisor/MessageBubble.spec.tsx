// A reply with nothing for markdown to do is drawn as text at once (the same element in the
// prerendered page and the live one); anything else waits for the markdown renderer.
import { afterAll, describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MessageBubble } from './MessageBubble';

const reply = (content: string) =>
  renderToStaticMarkup(<MessageBubble message={{ id: '1', role: 'assistant', content }} />);

describe('MessageBubble', () => {
  // Rendering markup asks React.lazy for the markdown chunk; the test ends before that import does, and
  // jest refuses an import after its environment is torn down (a failed run on a fresh clone). Wait for it.
  afterAll(async () => {
    await import('./ReplyMarkdown');
  });

  it('draws a plain one-paragraph reply (the welcome) as a paragraph, without the markdown chunk', () => {
    const html = reply("Hello! I'm your AI financial advisor. What would you like to know?");
    expect(html).toMatch(/<p class="[^"]*">Hello! I&#x27;m your AI financial advisor\./);
  });

  it('leaves markup, lists, several lines and money figures to the markdown renderer', () => {
    for (const content of ['**Refinance** now', '1. Sell', '- Sell', 'One\n\nTwo', 'You hold $5,000 in cash'])
      expect(reply(content)).not.toMatch(/<p class/);
  });
});
