// The advisor chat's state: the open conversation (its id in the URL, ?c=<id>, so a reload shows it),
// its messages (the stored ones, then this visit's), the question being answered and its streamed
// reply, Stop, and a failed question kept with its error for Retry. Spec section 4's chat rules: a
// trimmed-empty question is never sent, nothing is sent while a reply is pending.
import type { ChatRole } from '@heirloom/contracts';
import { isAbortError, toast } from '@heirloom/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { askAdvisor } from '../../data/chat';
import { conversationMessagesKey, conversationsKey, useConversationMessages } from '../../data/conversations';
import { chatFailure } from './advisor-copy';

export interface AdvisorMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** A question that failed (with `error`), or an answer being written or cut short by Stop. */
  state?: 'failed' | 'streaming' | 'stopped';
  error?: string;
}

interface Thread {
  /** null: a new conversation, created by its first question. */
  id: string | null;
  messages: AdvisorMessage[];
  /** The stored messages are in `messages` (always true for a new conversation). */
  loaded: boolean;
}

const CONVERSATION_PARAM = 'c';
let sequence = 0;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}`;

export function useAdvisorChat() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlId = searchParams.get(CONVERSATION_PARAM);

  const [thread, setThreadState] = useState<Thread>({ id: urlId, messages: [], loaded: urlId === null });
  const threadRef = useRef(thread);
  const setThread = useCallback((update: (prev: Thread) => Thread) => {
    setThreadState((prev) => {
      const next = update(prev);
      threadRef.current = next;
      return next;
    });
  }, []);

  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  /** The running question's controller; a callback of any other (stopped, switched away) is ignored. */
  const running = useRef<AbortController | null>(null);

  const stored = useConversationMessages(thread.loaded ? null : thread.id);

  // Another conversation in the URL (the panel, New conversation, back/forward): stop what runs, start over.
  useEffect(() => {
    if (urlId === threadRef.current.id) return;
    running.current?.abort();
    running.current = null;
    setPending(false);
    setThread(() => ({ id: urlId, messages: [], loaded: urlId === null }));
  }, [urlId, setThread]);

  // The stored messages of an opened conversation, once.
  useEffect(() => {
    if (thread.loaded || !stored.data || stored.isFetching) return;
    const rows = stored.data;
    setThread((prev) =>
      prev.loaded || prev.id !== thread.id
        ? prev
        : {
            ...prev,
            loaded: true,
            messages: [
              ...rows.map((row) => ({ id: row.id, role: row.role, content: row.content })),
              ...prev.messages,
            ],
          },
    );
  }, [thread.loaded, thread.id, stored.data, stored.isFetching, setThread]);

  const patch = (id: string, change: (m: AdvisorMessage) => AdvisorMessage | null) =>
    setThread((prev) => ({
      ...prev,
      messages: prev.messages.flatMap((m) => {
        if (m.id !== id) return [m];
        const next = change(m);
        return next ? [next] : [];
      }),
    }));

  const ask = (question: string, retryOf?: string): boolean => {
    const message = question.trim();
    if (!message || running.current) return false;

    const questionId = retryOf ?? localId('question');
    if (retryOf) patch(retryOf, (m) => ({ ...m, state: undefined, error: undefined }));
    else
      setThread((prev) => ({
        ...prev,
        messages: [...prev.messages, { id: questionId, role: 'user', content: message }],
      }));

    const controller = new AbortController();
    running.current = controller;
    setPending(true);
    const answerId = localId('answer');
    let started = false;
    const current = () => running.current === controller;
    const asked = threadRef.current.id;

    const write = (change: (m: AdvisorMessage) => AdvisorMessage) => {
      if (!started) {
        started = true;
        const first = change({ id: answerId, role: 'assistant', content: '', state: 'streaming' });
        setThread((prev) => ({ ...prev, messages: [...prev.messages, first] }));
      } else {
        patch(answerId, change);
      }
    };

    askAdvisor(asked ? { message, conversationId: asked } : { message }, {
      signal: controller.signal,
      onConversation: (id) => {
        if (!current() || threadRef.current.id === id) return;
        // The question started a conversation: it is now the open one, in the URL too (the effect above
        // then finds nothing to do).
        setThread((prev) => ({ ...prev, id, loaded: true }));
        setSearchParams(
          (params) => {
            const next = new URLSearchParams(params);
            next.set(CONVERSATION_PARAM, id);
            return next;
          },
          { replace: true },
        );
      },
      onChunk: (text) => {
        if (current()) write((m) => ({ ...m, content: m.content + text }));
      },
    })
      .then((answer) => {
        if (current()) write((m) => ({ ...m, content: answer.response, state: undefined }));
      })
      .catch((error: unknown) => {
        if (!current() && !isAbortError(error)) return;
        if (isAbortError(error)) {
          // Stop: what was written stays (the service stores it too).
          if (started) patch(answerId, (m) => ({ ...m, state: 'stopped' }));
          return;
        }
        const description = chatFailure(error);
        if (started) patch(answerId, () => null);
        patch(questionId, (m) => ({ ...m, state: 'failed', error: description }));
        toast({ title: 'Error', description, variant: 'destructive' });
      })
      .finally(() => {
        if (current()) {
          running.current = null;
          setPending(false);
        }
        const id = threadRef.current.id ?? asked;
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
        if (id) void queryClient.invalidateQueries({ queryKey: conversationMessagesKey(id) });
      });
    return true;
  };

  /** Sends the input (Enter or the send button); the input clears when it goes. */
  const send = () => {
    if (ask(input)) setInput('');
  };

  const retry = (questionId: string) => {
    const failed = threadRef.current.messages.find((m) => m.id === questionId && m.state === 'failed');
    if (failed) ask(failed.content, questionId);
  };

  const stop = () => running.current?.abort();

  /** Opens a conversation (null: a new one). */
  const open = (id: string | null) => {
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set(CONVERSATION_PARAM, id);
      else next.delete(CONVERSATION_PARAM);
      return next;
    });
  };

  // Leaving the page stops the stream (the service keeps what it wrote).
  useEffect(() => () => running.current?.abort(), []);

  const streaming = thread.messages.some((m) => m.state === 'streaming');
  return {
    conversationId: thread.id,
    messages: thread.messages,
    loading: !thread.loaded && stored.isPending,
    loadError: !thread.loaded ? stored.error : null,
    reload: () => void stored.refetch(),
    input,
    setInput,
    pending,
    /** The reply has not started yet: the 'Thinking...' bubble. */
    thinking: pending && !streaming,
    send,
    retry,
    stop,
    open,
  };
}
