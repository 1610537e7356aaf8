/**
 * A function that remembers its recent answers by key, forgetting the oldest past `limit`. Pages render city by
 * city, so the same state and city names, hospitals and blogs are asked for again and again; each answer would
 * otherwise parse a whole list from the snapshot. An answer remembers the facts its computation read and replays
 * them to every later caller (src/lib/read-tracking.ts): a page served from the memo depends on them too.
 */
import { collectFacts, replayFacts, type Fact } from './read-tracking.ts';

export function memoized<A extends readonly unknown[], T>(
  compute: (...args: A) => T,
  keyOf: (...args: A) => string,
  limit = 10_000,
): (...args: A) => T {
  const answers = new Map<string, { readonly value: T; readonly facts: readonly Fact[] }>();
  return (...args) => {
    const key = keyOf(...args);
    const known = answers.get(key);
    if (known) {
      replayFacts(known.facts);
      return known.value;
    }
    const answer = collectFacts(() => compute(...args));
    if (answers.size >= limit) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer.value;
  };
}
