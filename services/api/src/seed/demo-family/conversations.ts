// One earlier conversation with the AI advisor, so the demo's advisor has history to list. The answer
// is worked out from the family's own mortgages (rates, balances and payments as seeded), never typed.
import type { ChatRole } from '@heirloom/contracts';
import type { DemoContext } from './context';
import type { RealEstatePart } from './real-estate';
import { idsFor } from './random';

export interface ConversationRow {
  id: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ConversationMessageRow {
  id: string;
  conversationId: string;
  position: number;
  role: ChatRole;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usd = (value: string) => dollars.format(Number(value));

export function buildConversations(
  { today }: DemoContext,
  { properties, mortgages }: Pick<RealEstatePart, 'properties' | 'mortgages'>,
): { conversations: ConversationRow[]; conversationMessages: ConversationMessageRow[] } {
  const conversationId = idsFor('conversations')();
  const messageId = idsFor('conversation-messages');
  // Three days before the anchor day, in the evening (UTC).
  const asked = new Date(today.getTime() - 3 * 86_400_000 + 19.5 * 3_600_000);
  const answered = new Date(asked.getTime() + 2_000);

  const question = 'Which of my mortgages has the highest rate?';
  const ranked = [...mortgages].sort((a, b) => Number(b.interestRate) - Number(a.interestRate));
  const where = (propertyId: string | null | undefined) =>
    properties.find((p) => p.id === propertyId)?.address ?? 'Unknown property';
  const lines = ranked.map(
    (m) =>
      `- ${where(m.propertyId)}: ${m.interestRate}% with ${m.lender}, ${usd(String(m.currentBalance))} owed, ` +
      `${usd(String(m.monthlyPayment))} a month`,
  );
  const top = ranked[0]!;
  const answer = [
    `The highest rate is ${top.interestRate}% on ${where(top.propertyId)} (${top.lender}).`,
    '',
    'Your mortgages, highest rate first:',
    ...lines,
  ].join('\n');

  const message = (position: number, role: ChatRole, content: string, at: Date) => ({
    id: messageId(),
    conversationId,
    position,
    role,
    content,
    createdAt: at,
    updatedAt: at,
  });
  return {
    conversations: [{ id: conversationId, title: question, createdAt: asked, updatedAt: answered }],
    conversationMessages: [message(0, 'user', question, asked), message(1, 'assistant', answer, answered)],
  };
}
