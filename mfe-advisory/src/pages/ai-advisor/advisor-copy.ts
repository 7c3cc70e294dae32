// The AI Advisor's texts, spec section 2 word for word, and what a failed question says (the spec
// shows no chat error handling; section 8's toasts are destructive, titled 'Error').
import { ApiError, apiMessage } from '@heirloom/platform';
import { ChatStreamError } from '../../data/chat';

export const TITLE = 'AI Financial Advisor';
export const SUBTITLE = 'Get personalized insights and guidance powered by AI.';
export const PLACEHOLDER = 'Ask me anything about your finances...';
export const SUGGESTIONS = [
  'Should I refinance any of my mortgages?',
  'What tax harvesting opportunities do I have?',
  'Is my estate plan up to date?',
  'How can I optimize my investment portfolio?',
] as const;

/** The assistant's first message (id '1'), as spec section 2 describes it. */
export const GREETING = {
  id: '1',
  role: 'assistant',
  content:
    "Hello! I'm your AI financial advisor. I have access to your complete financial picture and can help you with spending, budgets, investments, taxes, estate documents and wealth decisions. What would you like to know?",
} as const;

/** Above the advisor's capability list (GET /api/ai/capabilities) in an empty conversation. */
export const CAPABILITIES_INTRO = 'You can ask me about:';

const unreachable = 'Could not reach the advisor. Check your connection and try again.';
const rateLimited = 'Too many questions at once. Please wait a moment and try again.';
const unavailable = 'The AI advisor is unavailable right now. Please try again in a few minutes.';
const serverFault = 'Something went wrong on our side. Please try again.';

/**
 * The destructive toast's text for a failed question: the API's own message when it has one (a 400's
 * "Message must be at most 4000 characters", a 429's "please wait"), a sentence of ours for 429 and 503
 * without one, never a stack or an HTML error page.
 */
export function chatFailure(error: unknown): string {
  if (error instanceof ChatStreamError) return error.message;
  if (!(error instanceof ApiError)) return unreachable;
  const own = apiMessage(error);
  if (error.status === 429) return own ?? rateLimited;
  if (error.status === 503) return own ?? unavailable;
  if (own) return own;
  if (error.status === 401) return 'Your session has ended. Please sign in again.';
  return error.status >= 500 ? serverFault : error.message;
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayOfYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** When a conversation was last active: "just now", "5 minutes ago", "yesterday", then "Mar 4" (or "Mar 4, 2025"). */
export function lastActive(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relative.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 2 * 86_400) return relative.format(-1, 'day');
  return (then.getFullYear() === now.getFullYear() ? day : dayOfYear).format(then);
}
