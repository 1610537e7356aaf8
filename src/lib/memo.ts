/**
 * A function that remembers its recent answers by key, forgetting the oldest past `limit`. Pages render city by
 * city, so the same state and city names, hospitals and blogs are asked for again and again; each answer would
 * otherwise parse a whole list from the snapshot.
 */
export function memoized<A extends readonly unknown[], T>(
  compute: (...args: A) => T,
  keyOf: (...args: A) => string,
  limit = 10_000,
): (...args: A) => T {
  const answers = new Map<string, T>();
  return (...args) => {
    const key = keyOf(...args);
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(...args);
    if (answers.size >= limit) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}
