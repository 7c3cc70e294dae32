// The "Your own assistant" card as it renders from the API's answers (a server render: no dialogs).
import { describe, expect, it } from '@jest/globals';
import type { AssistantToken } from '@heirloom/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { AssistantTokensCard } from './AssistantTokensCard';
import { assistantTokenKeys } from './assistant-tokens-api';

function render(tokens: AssistantToken[] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (tokens) client.setQueryData(assistantTokenKeys.list, tokens);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AssistantTokensCard />
    </QueryClientProvider>,
  );
}

describe('AssistantTokensCard', () => {
  it('lists each token with its family, when it was made and last used, and a Revoke naming it', () => {
    const html = render([
      {
        id: 't1',
        name: 'Claude on my laptop',
        familyId: 'f1',
        familyName: 'The Whitmans',
        createdAt: '2026-10-02T09:00:00.000Z',
        lastUsedAt: null,
        hint: 'x9Qa',
      },
    ]);
    expect(html).toContain('Your own assistant');
    expect(html).toContain('Claude on my laptop');
    expect(html).toContain('…x9Qa');
    expect(html).toContain('The Whitmans');
    expect(html).toContain('Created Oct 2, 2026');
    expect(html).toContain('Never used');
    expect(html).toContain('aria-label="Revoke token Claude on my laptop"');
    expect(html).toContain('/api/ai/mcp');
  });

  it('says there are none yet, and shows skeletons while loading', () => {
    expect(render([])).toContain('No assistant tokens yet');
    expect(render(undefined)).toContain('aria-busy="true"');
  });
});
