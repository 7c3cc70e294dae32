// A tool the model may call: a name, what it answers, and how to compute the answer from the family's
// figures. The same computations feed the built-in analyst, so both engines quote the same numbers.
import type { FamilyFacts } from '../chat/family-facts';

export interface FamilyTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments; tools without arguments leave it out. */
  parameters?: Record<string, unknown>;
  /** Compact, JSON-serialisable figures (money already written as $1,234.56). */
  run(facts: FamilyFacts, args: Record<string, unknown>): unknown;
}
