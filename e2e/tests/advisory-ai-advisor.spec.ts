import type { Browser, Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// AI Advisor (/ai-advisor). Signed in as the demo family (read only): the spec's texts and greeting,
// suggestions that fill without sending, blank input never sent, its one stored conversation in the
// panel. Everything that writes a conversation runs as a new family: Enter sends and the streamed
// answer arrives, pending disables input and send with 'Thinking...', Stop, markdown and figure links,
// HTML in a reply shown as text, reload, New conversation, delete, and a 503 with Retry.

const GREETING =
  "Hello! I'm your AI financial advisor. I have access to your complete financial picture and can help you with spending, budgets, investments, taxes, estate documents and wealth decisions. What would you like to know?";
const SUGGESTIONS = [
  'Should I refinance any of my mortgages?',
  'What tax harvesting opportunities do I have?',
  'Is my estate plan up to date?',
  'How can I optimize my investment portfolio?',
];

const input = (page: Page) => page.getByPlaceholder('Ask me anything about your finances...');
const send = (page: Page) => page.getByRole('button', { name: 'Send' });
const userMessages = (page: Page) => page.getByTestId('user-message');
const answers = (page: Page) => page.getByTestId('assistant-message');
const panel = (page: Page) => page.getByTestId('conversation-panel');

/** Counts the questions the page sends, streamed or plain. */
function countAsks(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === '/api/ai/chat/stream' || path === '/api/ai/chat')) {
      asked.push((request.postDataJSON() as { message: string }).message);
    }
  });
  return asked;
}

/** A stream answer made of the given reply (the service's own event format). */
function streamOf(reply: string, conversationId: string) {
  return [
    `event: conversation\ndata: ${JSON.stringify({ conversationId })}\n\n`,
    `event: chunk\ndata: ${JSON.stringify({ text: reply })}\n\n`,
    `event: done\ndata: ${JSON.stringify({ response: reply, conversationId })}\n\n`,
  ].join('');
}

/** Answers the next question with `reply` instead of the service (the question is not stored). */
async function fakeReply(page: Page, reply: string) {
  await page.route('**/api/ai/chat/stream', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
      body: streamOf(reply, '00000000-0000-4000-8000-000000000001'),
    }),
  );
}

async function withNewFamily(
  browser: Browser,
  baseURL: string | undefined,
  body: (page: Page) => Promise<void>,
) {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    await body(await context.newPage());
  } finally {
    await context.close();
  }
}

test('shows the spec’s title, subtitle, greeting, suggestions and placeholder', async ({ page }) => {
  await page.goto('/ai-advisor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Financial Advisor');
  await expect(page.getByText('Get personalized insights and guidance powered by AI.')).toBeVisible();
  await expect(answers(page).first()).toContainText(GREETING);
  await expect(answers(page).first()).toHaveAttribute('data-message-id', '1');
  await expect(page.getByTestId('chat-suggestion')).toHaveText(SUGGESTIONS);
  await expect(input(page)).toBeVisible();
  await expect(page.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  // The empty conversation lists what the advisor can answer: its tool registry's topics.
  const { topics } = (await (await page.request.get('/api/ai/capabilities')).json()) as { topics: string[] };
  expect(topics.length).toBeGreaterThan(5);
  await expect(page.getByTestId('chat-capabilities')).toContainText('You can ask me about:');
  await expect(page.getByTestId('chat-capabilities').getByRole('listitem')).toHaveText(topics);
});

test('a suggestion fills the input without sending, and blank input is never sent', async ({ page }) => {
  const asked = countAsks(page);
  await page.goto('/ai-advisor');
  await page.getByTestId('chat-suggestion').nth(2).click();
  await expect(input(page)).toHaveValue('Is my estate plan up to date?');
  await expect(input(page)).toBeFocused();
  await expect(userMessages(page)).toHaveCount(0);

  await input(page).fill('   \n  ');
  await input(page).press('Enter');
  await expect(send(page)).toBeDisabled();
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  await expect(userMessages(page)).toHaveCount(0);
});

test('the demo family’s stored conversation is in the panel and opens with its messages', async ({
  page,
}) => {
  const res = await page.request.get('/api/conversations');
  const [stored] = (await res.json()) as { id: string; title: string }[];
  expect(stored, 'the demo family has a conversation').toBeDefined();
  const messages = (await (await page.request.get(`/api/conversations/${stored!.id}/messages`)).json()) as {
    role: 'user' | 'assistant';
    content: string;
  }[];
  expect(messages.length).toBeGreaterThan(1);
  await page.goto('/ai-advisor');
  const item = panel(page).getByTestId('conversation-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(stored!.title);
  await item.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]c=${stored!.id}`));
  await expect(item).toHaveAttribute('data-active', 'true');
  const questions = messages.filter((m) => m.role === 'user');
  await expect(userMessages(page)).toHaveCount(questions.length);
  await expect(userMessages(page).first()).toContainText(questions[0]!.content);
  // The greeting, then each stored answer.
  await expect(answers(page)).toHaveCount(1 + messages.length - questions.length);
});

test('Enter sends, pending disables input and send with Thinking..., and the streamed answer is kept after a reload', async ({
  browser,
  baseURL,
}) => {
  await withNewFamily(browser, baseURL, async (page) => {
    const asked = countAsks(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ai/chat/stream', async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto('/ai-advisor');
    await expect(panel(page)).toContainText('No conversations yet');

    await input(page).fill('  How much do I have in my accounts?  ');
    await input(page).press('Enter');
    await expect(userMessages(page)).toHaveCount(1);
    await expect(userMessages(page).first()).toHaveText('You: How much do I have in my accounts?');
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeDisabled();
    await expect(send(page)).toBeDisabled();
    await expect(page.getByTestId('thinking')).toHaveText('Thinking...');
    // A second Enter while pending sends nothing.
    await page.keyboard.press('Enter');
    expect(asked).toEqual(['How much do I have in my accounts?']);

    release();
    await expect(answers(page)).toHaveCount(2);
    await expect(page.getByTestId('thinking')).toHaveCount(0);
    await expect(answers(page).nth(1)).not.toBeEmpty();
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
    await expect(page).toHaveURL(/[?&]c=[0-9a-f-]{36}/);
    const answer = (await answers(page).nth(1).innerText()).replace(/^Advisor: /, '');
    expect(asked).toHaveLength(1);

    const item = panel(page).getByTestId('conversation-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('How much do I have in my accounts?');

    await page.unroute('**/api/ai/chat/stream');
    await page.reload();
    await expect(userMessages(page)).toHaveText(['You: How much do I have in my accounts?']);
    await expect(answers(page).nth(1)).toContainText(answer.split('\n')[0]!.slice(0, 40));
    await expect(panel(page).getByTestId('conversation-item')).toHaveCount(1);
    await expect(panel(page).getByTestId('conversation-item')).toHaveAttribute('data-active', 'true');

    // New conversation: the greeting alone, then a second conversation in the panel.
    await page.getByTestId('new-conversation').click();
    await expect(page).not.toHaveURL(/[?&]c=/);
    await expect(userMessages(page)).toHaveCount(0);
    await expect(page.getByTestId('chat-capabilities')).toBeVisible();
    await input(page).fill('Is my estate plan up to date?');
    await send(page).click();
    await expect(answers(page)).toHaveCount(2);
    // A conversation under way no longer shows the list.
    await expect(page.getByTestId('chat-capabilities')).toHaveCount(0);
    await expect(panel(page).getByTestId('conversation-item')).toHaveCount(2);
    await expect(panel(page).getByTestId('conversation-item').first()).toContainText(
      'Is my estate plan up to date?',
    );

    // Delete the open one, after confirming: the panel keeps the other, the chat starts over.
    await panel(page).getByRole('button', { name: 'Delete Is my estate plan up to date?' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Conversation Deleted');
    await expect(panel(page).getByTestId('conversation-item')).toHaveCount(1);
    await expect(userMessages(page)).toHaveCount(0);
    const left = (await (await page.request.get('/api/conversations')).json()) as { title: string }[];
    expect(left.map((c) => c.title)).toEqual(['How much do I have in my accounts?']);
  });
});

test('Stop ends a streaming answer and keeps what was written', async ({ browser, baseURL }) => {
  await withNewFamily(browser, baseURL, async (page) => {
    await page.goto('/ai-advisor');
    // A stream that writes one piece and then waits, as a slow model would.
    await page.evaluate(() => {
      const real = window.fetch.bind(window);
      window.fetch = async (url, init) => {
        if (String(url).endsWith('/api/ai/chat/stream')) {
          const encoder = new TextEncoder();
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(
                encoder.encode(
                  'event: conversation\ndata: {"conversationId":"00000000-0000-4000-8000-000000000002"}\n\n' +
                    'event: chunk\ndata: {"text":"**First** part of the answer"}\n\n',
                ),
              );
              init?.signal?.addEventListener('abort', () =>
                controller.error(new DOMException('stopped', 'AbortError')),
              );
            },
          });
          return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
        }
        return real(url, init);
      };
    });
    await input(page).fill('Tell me everything');
    await input(page).press('Enter');
    await expect(answers(page).nth(1)).toContainText('First part of the answer');
    await expect(answers(page).nth(1).locator('strong')).toHaveText('First');
    await expect(input(page)).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('message-stopped')).toHaveText('Stopped');
    await expect(input(page)).toBeEnabled();

    // Stop by its button too.
    await input(page).fill('And again');
    await input(page).press('Enter');
    await expect(answers(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByTestId('message-stopped')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  });
});

test('a reply renders markdown, links its figures, and shows HTML as text', async ({ browser, baseURL }) => {
  await withNewFamily(browser, baseURL, async (page) => {
    await page.goto('/ai-advisor');
    await fakeReply(
      page,
      [
        'Your **mortgages**:',
        '',
        '- **Chase** on 12 Oak St: $412,000 at 6.5%',
        '- Wells Fargo: $98,500',
        '',
        '| Lender | Balance |',
        '| --- | --- |',
        '| Chase | $412,000 |',
        '',
        '<script>window.__injected = true</script><img src=x onerror="window.__injected = true">',
        '<b>not bold</b> [bad](javascript:window.__injected=true)',
      ].join('\n'),
    );
    await input(page).fill('Should I refinance any of my mortgages?');
    await input(page).press('Enter');
    const reply = answers(page).nth(1);
    await expect(reply.locator('strong').first()).toHaveText('mortgages');
    await expect(reply.locator('ul > li')).toHaveCount(2);
    await expect(reply.locator('table th')).toHaveText(['Lender', 'Balance']);
    await expect(reply.locator('table td')).toHaveText(['Chase', '$412,000']);
    await expect(reply.locator('script, img, b, [onerror]')).toHaveCount(0);
    await expect(reply.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(reply).toContainText('bad');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

    const figure = reply.locator('ul a', { hasText: '$412,000' });
    await expect(figure).toHaveAttribute('href', '/real-estate');
    await figure.click();
    await expect(page).toHaveURL(/\/real-estate$/);
  });
});

test('a failed question shows a destructive toast, stays with Retry, and Retry sends it again', async ({
  browser,
  baseURL,
}) => {
  await withNewFamily(browser, baseURL, async (page) => {
    const asked = countAsks(page);
    await page.goto('/ai-advisor');
    await page.route('**/api/ai/chat/stream', (route) =>
      route.fulfill({ status: 503, headers: { 'Content-Type': 'application/json' }, body: '' }),
    );
    await input(page).fill('What tax harvesting opportunities do I have?');
    await input(page).press('Enter');
    const toast = page.locator('[data-variant="destructive"]');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('unavailable');
    const question = userMessages(page).first();
    await expect(question).toHaveAttribute('data-state', 'failed');
    await expect(page.getByTestId('message-failed')).toContainText('Not sent');
    await expect(answers(page)).toHaveCount(1);
    await expect(input(page)).toBeEnabled();

    await page.unroute('**/api/ai/chat/stream');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(answers(page)).toHaveCount(2);
    await expect(question).not.toHaveAttribute('data-state', 'failed');
    await expect(userMessages(page)).toHaveCount(1);
    expect(asked).toEqual([
      'What tax harvesting opportunities do I have?',
      'What tax harvesting opportunities do I have?',
    ]);
    await expect(panel(page).getByTestId('conversation-item')).toHaveCount(1);
  });
});
