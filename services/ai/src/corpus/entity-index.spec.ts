// The entity index on the corpus families: it links what a scan of every name links, for every corpus
// question and for every name of theirs asked about, typos and all (facts/entities.spec.ts tests the
// linking itself on a crafted family).
import { defaultAssumptions } from '../analytics';
import {
  ABOUT_A_PLACE,
  aliasTypos,
  entityIndex,
  entityKinds,
  linkEntities,
  tickersOf,
  withHomeByDefault,
  wordsOf,
  type EntityKind,
  type EntityMatch,
} from '../facts/entities';
import { FamilyFacts } from '../facts/family-facts';
import type { FamilyData } from '../data/family-data';
import { castellanoFamily, pikeFamily } from './families';
import { demoCorpus, richCorpus, smallCorpus } from './questions';

const factsOf = (data: FamilyData) => new FamilyFacts(data, defaultAssumptions);

/** The linker before its index: every name of every thing held against every run of the text's words. */
function scanned(
  text: string,
  facts: FamilyFacts,
  kinds: readonly EntityKind[] = entityKinds,
): EntityMatch[] {
  const words = wordsOf(text);
  const capitals = tickersOf(text);
  const matches: EntityMatch[] = [];
  for (const { kind, id, label, aliases } of entityIndex(facts).candidates) {
    if (!kinds.includes(kind)) continue;
    const covered = new Set<number>();
    let typos = 0;
    for (const alias of aliases) {
      if (alias.city && !ABOUT_A_PLACE.test(text.toLowerCase())) continue;
      const n = alias.words.length;
      for (let i = 0; n > 0 && i + n <= words.length; i++) {
        const t = aliasTypos(alias, words.slice(i, i + n).join(' '), capitals);
        if (t === null) continue;
        typos += t;
        for (let k = i; k < i + n; k++) covered.add(k);
      }
    }
    if (covered.size > 0) matches.push({ kind, id, label, covered: covered.size, typos });
  }
  return withHomeByDefault(
    text,
    facts.data,
    kinds,
    matches.sort((a, b) => b.covered - a.covered || a.typos - b.typos),
  );
}

/** A word as it might be mistyped: two letters swapped, one dropped, doubled or changed, two changed. */
function misspellings(word: string): string[] {
  const i = Math.floor(word.length / 2);
  const [head, a, b, tail] = [word.slice(0, i), word[i] ?? '', word[i + 1] ?? '', word.slice(i + 2)];
  return [
    head + b + a + tail,
    head + b + tail,
    head + a + a + b + tail,
    `${head}x${b}${tail}`,
    `${head}xz${tail}`,
    // A changed first letter is never forgiven.
    `k${word.slice(1)}`,
  ];
}

describe('the index of names', () => {
  it('links what a scan of every name links, on the corpus families, typos and all', () => {
    const questions = [...richCorpus, ...smallCorpus, ...demoCorpus].map((e) => e.question);
    for (const corpus of [castellanoFamily, pikeFamily]) {
      const family = factsOf(corpus.data);
      const names = entityIndex(family).candidates.flatMap((c) => c.aliases.map((a) => a.words.join(' ')));
      const texts = [
        ...questions,
        ...names.flatMap((name) => [
          `how is my ${name} doing`,
          `what about ${name.toUpperCase()}`,
          ...wordsOf(name).flatMap((word) =>
            misspellings(word).map((typo) => `and ${name.replace(word, typo)}?`),
          ),
        ]),
      ];
      for (const text of texts) {
        expect([text, linkEntities(text, family)]).toEqual([text, scanned(text, family)]);
        expect([text, linkEntities(text, family, ['holding'])]).toEqual([
          text,
          scanned(text, family, ['holding']),
        ]);
      }
    }
  });
});
