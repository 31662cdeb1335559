import { describe, expect, it } from 'vitest';
import {
  indexedWords,
  isCorrectable,
  matchCategories,
  SEARCH_WORDS_MAX,
  searchWords,
  toPrefixQuery,
} from './search-words.ts';

describe('searchWords', () => {
  it('keeps letters of any script, digits and marks; everything else separates words', () => {
    expect(searchWords("Children's  EDU-cation")).toEqual(['children', 'edu', 'cation']);
    expect(searchWords("'; drop table x; --")).toEqual(['drop', 'table']);
    expect(searchWords('बच्चों की शिक्षा')).toEqual(['बच्चों', 'की', 'शिक्षा']);
    expect(searchWords('%_\\"🎉:*|&!()')).toEqual([]);
  });

  it('keeps a lone one-letter word, once, and no more than the maximum', () => {
    expect(searchWords('e')).toEqual(['e']);
    expect(searchWords('a b')).toEqual(['a', 'b']);
    expect(searchWords('water Water WATER')).toEqual(['water']);
    expect(searchWords(Array.from({ length: 20 }, (_, n) => `w${n}`).join(' '))).toHaveLength(
      SEARCH_WORDS_MAX,
    );
  });
});

describe('isCorrectable', () => {
  it('is three letters or more without digits', () => {
    expect(isCorrectable('helth')).toBe(true);
    expect(isCorrectable('शिक्षा')).toBe(true);
    expect(isCorrectable('ed')).toBe(false);
    expect(isCorrectable('covid19')).toBe(false);
  });
});

describe('indexedWords', () => {
  it('leaves out prefixes of three letters or fewer when the query has a longer word', () => {
    expect(indexedWords([['meals'], ['for'], ['children']])).toEqual([['meals'], ['children']]);
    expect(indexedWords([['for'], ['in']])).toEqual([['for'], ['in']]);
    expect(indexedWords([['edu']])).toEqual([['edu']]);
    expect(indexedWords([['शिक्षा'], ['की']])).toEqual([['शिक्षा']]);
  });
});

describe('toPrefixQuery', () => {
  it('needs every word, as a prefix, in one of its spellings', () => {
    expect(toPrefixQuery([['clean'], ['water', 'waters']])).toBe(
      "('clean':*) & ('water':* | 'waters':*)",
    );
  });
});

describe('matchCategories', () => {
  const names = ['Education', 'Healthcare', 'Mental Health', 'Water & Sanitation'];

  it('matches when every word begins a word of the name', () => {
    expect(matchCategories(names, [['edu']])).toEqual(['Education']);
    expect(matchCategories(names, [['health']])).toEqual(['Healthcare', 'Mental Health']);
    expect(matchCategories(names, [['water'], ['sani']])).toEqual(['Water & Sanitation']);
    expect(matchCategories(names, [['water'], ['edu']])).toEqual([]);
    expect(matchCategories(names, [['care']])).toEqual([]);
  });
});
