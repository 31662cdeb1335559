/**
 * Hindi words for what the categories are about, with the English words titles, names and
 * categories use (docs/product/search-and-discovery.md#hindi-words): the index holds the words
 * as they are written, and most are written in English, so 'स्वास्थ्य' also looks for 'health'.
 */
const HINDI_WORDS: Record<string, readonly string[]> = {
  शिक्षा: ['education'],
  पढ़ाई: ['education'],
  स्कूल: ['school'],
  विद्यालय: ['school'],
  स्वास्थ्य: ['health'],
  इलाज: ['health'],
  अस्पताल: ['hospital'],
  पशु: ['animal'],
  जानवर: ['animal'],
  पर्यावरण: ['environment'],
  आपदा: ['disaster'],
  राहत: ['relief'],
  महिला: ['women'],
  महिलाओं: ['women'],
  सशक्तिकरण: ['empowerment'],
  बच्चे: ['child'],
  बच्चों: ['child'],
  बाल: ['child'],
  कल्याण: ['welfare'],
  बुजुर्ग: ['elderly'],
  बुज़ुर्ग: ['elderly'],
  वृद्ध: ['elderly'],
  देखभाल: ['care'],
  भूख: ['hunger'],
  भोजन: ['food', 'meals'],
  पोषण: ['nutrition'],
  पानी: ['water'],
  जल: ['water'],
  स्वच्छता: ['sanitation'],
  ग्रामीण: ['rural'],
  विकास: ['development'],
  कला: ['arts'],
  संस्कृति: ['culture'],
  खेल: ['sports'],
  आजीविका: ['livelihood'],
  रोज़गार: ['livelihood'],
  रोजगार: ['livelihood'],
  विकलांगता: ['disability'],
  दिव्यांग: ['disability'],
  मानवाधिकार: ['human'],
  मानव: ['human'],
  अधिकार: ['rights'],
  मानसिक: ['mental'],
  तकनीक: ['technology'],
  प्रौद्योगिकी: ['technology'],
};

/** The same words as the search reads them (NFKC, as searchWords does: ज़ is ज and its nukta). */
const BY_WORD = new Map(
  Object.entries(HINDI_WORDS).map(([hindi, english]) => [hindi.normalize('NFKC'), english]),
);

/** The English words a word of a search also stands for; none for any other word. */
export function englishWordsFor(word: string): readonly string[] {
  return BY_WORD.get(word) ?? [];
}
