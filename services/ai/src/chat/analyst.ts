// The built-in analyst: the default engine, and the fallback when the model fails. Deterministic: the
// topics of the question (intents.ts) each get their answer from the family's figures (answers.ts).
import { EDUCATION_NOTE, overviewAnswer, topicAnswers } from './answers';
import type { FamilyFacts } from './family-facts';
import { topicsToAnswer } from './intents';
import { spendingQuestionAnswer } from './spending-question';

export function analystAnswer(question: string, facts: FamilyFacts): string {
  const topics = topicsToAnswer(question);
  const answerable = topics.filter((t) => t !== 'capabilities');
  if (answerable.length === 0) {
    return overviewAnswer(facts, topics.includes('capabilities'));
  }
  // Spending is answered as asked (category, merchant, period); the other topics from the facts alone.
  const parts = answerable.map((topic) =>
    topic === 'spending' ? spendingQuestionAnswer(question, facts) : topicAnswers[topic](facts),
  );
  return [...parts, EDUCATION_NOTE].join('\n\n');
}
