/**
 * Text as the search matches it: entities cleaned, accents dropped, lower case, '&' read as 'and', split into
 * words of letters and digits. The index builder and the browser use the same function, so they always agree.
 */
import { cleanEntities } from '../api/slugs.ts';

/** The words of a name or a query. */
export function searchWords(text: string): string[] {
  return cleanEntities(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether every query word is the beginning of some word of the name (order does not matter). */
export function matchesAllWords(nameWords: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((query) => nameWords.some((word) => word.startsWith(query)));
}

/** Orders matches sensibly: names whose first word matches first, then alphabetically. */
export function rankMatches<T>(items: readonly T[], nameOf: (item: T) => string, queryWords: readonly string[]): T[] {
  const first = queryWords[0] ?? '';
  return items
    .map((item) => ({ item, words: searchWords(nameOf(item)), name: nameOf(item) }))
    .sort((a, b) => {
      const aStarts = a.words.some((word) => word === first) ? 0 : a.words[0]?.startsWith(first) ? 1 : 2;
      const bStarts = b.words.some((word) => word === first) ? 0 : b.words[0]?.startsWith(first) ? 1 : 2;
      return aStarts - bStarts || a.name.localeCompare(b.name, 'en-US');
    })
    .map(({ item }) => item);
}
