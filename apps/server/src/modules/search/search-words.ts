/**
 * The words of a search and the full-text query made of them
 * (docs/product/search-and-discovery.md#matching).
 */

/** Words beyond these are ignored: a search box holds a few words, not a paragraph. */
export const SEARCH_WORDS_MAX = 8;

/** The shortest word that is corrected when no title word begins with it. */
const CORRECTABLE_WORD_LENGTH = 3;

/**
 * Letters (any script), digits and combining marks (Devanagari vowel signs): everything else,
 * quotes, `%`, `_`, backslashes, operators and emoji, only separates words.
 */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const DIGIT = /\p{N}/u;

/**
 * The distinct lower-case words of a query, in order. One-letter words are dropped when the query
 * has longer ones (the 's' of "children's"); a query of one letter keeps it.
 */
export function searchWords(query: string): string[] {
  const words = [...new Set(query.normalize('NFKC').toLowerCase().match(WORD) ?? [])];
  const longer = words.filter((word) => [...word].length > 1);
  return (longer.length > 0 ? longer : words).slice(0, SEARCH_WORDS_MAX);
}

/** Words that may be misspelt: long enough to compare, and without digits (numbers are exact). */
export function isCorrectable(word: string): boolean {
  return [...word].length >= CORRECTABLE_WORD_LENGTH && !DIGIT.test(word);
}

/**
 * `to_tsquery` text: every word must begin a word of the text (`word:*`), where a word may be
 * spelt in one of several ways. Words hold only letters, digits and marks (see WORD), so quoting
 * them is enough to keep any of them from being read as an operator.
 */
export function toPrefixQuery(words: readonly (readonly string[])[]): string {
  return words
    .map((spellings) => `(${spellings.map((spelling) => `'${spelling}':*`).join(' | ')})`)
    .join(' & ');
}

/** Prefixes this short stand for many words: 'for' alone begins most titles of the bench. */
const SHORT_PREFIX_LENGTH = 3;

/**
 * The words the title index is searched with (docs/product/search-and-discovery.md#how-much-a-search-reads):
 * reading every word a short prefix begins ('for', 'in') from the index costs more than checking
 * it on each title the longer words find, so when a query has a longer word the short ones are
 * only checked. Every word still has to match.
 */
export function indexedWords(
  words: readonly (readonly string[])[],
): readonly (readonly string[])[] {
  const long = words.filter((spellings) =>
    spellings.every((spelling) => [...spelling].length > SHORT_PREFIX_LENGTH),
  );
  return long.length > 0 ? long : words;
}

/**
 * The categories a query names: every word of the query (in one of its spellings) begins a word
 * of the category's name, as `to_tsvector('simple', name) @@ query` would say.
 */
export function matchCategories(
  names: readonly string[],
  spellings: readonly (readonly string[])[],
): string[] {
  return names.filter((name) => {
    const nameWords = name.normalize('NFKC').toLowerCase().match(WORD) ?? [];
    return spellings.every((alternatives) =>
      alternatives.some((spelling) => nameWords.some((word) => word.startsWith(spelling))),
    );
  });
}
