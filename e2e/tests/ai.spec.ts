import { expect, test } from '../support/test';

// The AI service behind the one-origin gateway, as the browser reaches it: the demo family's session
// cookie goes through the gateway to the AI, and from the AI to the API.

test('the advisor chat answers from the demo family through the gateway', async ({ page }) => {
  const mortgages = await (await page.request.get('/api/mortgages')).json();
  const chat = await page.request.post('/api/ai/chat', {
    data: { message: 'Should I refinance any of my mortgages?' },
  });
  expect(chat.status()).toBe(200);
  const { response } = (await chat.json()) as { response: string };
  expect(response).toContain(`${mortgages.length} mortgages`);
  expect(response).toContain('7.625%');
});

test('the streamed reply arrives as server-sent events, ending with done', async ({ page }) => {
  const stream = await page.request.post('/api/ai/chat/stream', {
    data: { message: 'What tax harvesting opportunities do I have?' },
  });
  expect(stream.status()).toBe(200);
  expect(stream.headers()['content-type']).toContain('text/event-stream');
  const body = await stream.text();
  expect(body).toMatch(/^event: chunk\ndata: \{"text":/m);
  expect(body).toMatch(/event: done\ndata: \{"response":".*Wash-sale rule/s);
});

test('generation goes to the AI service and a repeat creates nothing new', async ({ page }) => {
  const first = await page.request.post('/api/recommendations/generate');
  expect(first.status()).toBe(200);
  const again = await (await page.request.post('/api/recommendations/generate')).json();
  expect(again).toMatchObject({ created: 0, recommendations: [] });
  expect(again.skipped).toBeGreaterThan(0);
});

test('signed out, the AI answers 401 and reads nothing', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const response = await context.request.post('/api/ai/chat', { data: { message: 'What is my net worth?' } });
  expect(response.status()).toBe(401);
  await context.close();
});
