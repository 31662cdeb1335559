/** The two languages the built-in writer writes in (docs/product/ai-writer.md#the-built-in-writer). */
export type WriterLanguage = 'en' | 'hi';

type CausePhrase = {
  /** The category's name in Hindi. */
  hi: string;
  /** Why the work matters, as a clause that ends a sentence ('so that …', 'ताकि …'). */
  why: Record<WriterLanguage, string>;
};

/**
 * The platform's categories (the seeded list), each with its Hindi name and what the work is for,
 * so that a text says something about the cause rather than only naming it.
 */
const CAUSES: Readonly<Record<string, CausePhrase>> = {
  education: {
    hi: 'शिक्षा',
    why: {
      en: 'so that children and adults can learn in safe classrooms',
      hi: 'ताकि बच्चे और बड़े सुरक्षित कक्षाओं में पढ़ सकें',
    },
  },
  healthcare: {
    hi: 'स्वास्थ्य सेवा',
    why: {
      en: 'so that people who cannot pay still get the treatment they need',
      hi: 'ताकि जो लोग ख़र्च नहीं उठा सकते, उन्हें भी ज़रूरी इलाज मिले',
    },
  },
  'animal welfare': {
    hi: 'पशु कल्याण',
    why: {
      en: 'so that stray and injured animals are rescued and cared for',
      hi: 'ताकि बेसहारा और घायल जानवरों को बचाया और सँभाला जा सके',
    },
  },
  environment: {
    hi: 'पर्यावरण',
    why: {
      en: 'so that communities have cleaner, greener places to live',
      hi: 'ताकि समुदायों को साफ़ और हरा-भरा माहौल मिले',
    },
  },
  'disaster relief': {
    hi: 'आपदा राहत',
    why: {
      en: 'so that families can rebuild after floods, cyclones and fires',
      hi: 'ताकि परिवार बाढ़, चक्रवात और आग के बाद फिर से खड़े हो सकें',
    },
  },
  'women empowerment': {
    hi: 'महिला सशक्तिकरण',
    why: {
      en: 'so that women and girls gain skills, safety and independence',
      hi: 'ताकि महिलाएँ और लड़कियाँ हुनर, सुरक्षा और आत्मनिर्भरता पा सकें',
    },
  },
  'child welfare': {
    hi: 'बाल कल्याण',
    why: {
      en: 'so that vulnerable children have a safe childhood',
      hi: 'ताकि ज़रूरतमंद बच्चों का बचपन सुरक्षित रहे',
    },
  },
  'elderly care': {
    hi: 'बुज़ुर्गों की देखभाल',
    why: {
      en: 'so that older people living alone are cared for with dignity',
      hi: 'ताकि अकेले रहने वाले बुज़ुर्गों की सम्मान के साथ देखभाल हो',
    },
  },
  'hunger & nutrition': {
    hi: 'भूख और पोषण',
    why: { en: 'so that no family has to go hungry', hi: 'ताकि किसी परिवार को भूखा न रहना पड़े' },
  },
  'water & sanitation': {
    hi: 'पानी और स्वच्छता',
    why: {
      en: 'so that homes, schools and villages have clean water and toilets',
      hi: 'ताकि घरों, स्कूलों और गाँवों में साफ़ पानी और शौचालय हों',
    },
  },
  'rural development': {
    hi: 'ग्रामीण विकास',
    why: {
      en: 'so that rural communities get the services they need',
      hi: 'ताकि ग्रामीण समुदायों तक ज़रूरी सेवाएँ पहुँचें',
    },
  },
  'arts & culture': {
    hi: 'कला और संस्कृति',
    why: {
      en: 'so that music, crafts and heritage stay alive and open to everyone',
      hi: 'ताकि संगीत, शिल्प और विरासत जीवित रहें और सबके लिए खुले रहें',
    },
  },
  sports: {
    hi: 'खेल',
    why: {
      en: 'so that young people have a team and a goal',
      hi: 'ताकि युवाओं को एक टीम और एक लक्ष्य मिले',
    },
  },
  livelihood: {
    hi: 'आजीविका',
    why: { en: 'so that people can earn a steady income', hi: 'ताकि लोग स्थायी आमदनी कमा सकें' },
  },
  'disability support': {
    hi: 'दिव्यांग सहायता',
    why: {
      en: 'so that people with disabilities can take part fully',
      hi: 'ताकि दिव्यांग लोग हर काम में पूरी तरह भाग ले सकें',
    },
  },
  'human rights': {
    hi: 'मानवाधिकार',
    why: {
      en: 'so that people whose rights are denied are heard and protected',
      hi: 'ताकि जिनके अधिकार छीने गए हैं, उनकी आवाज़ सुनी जाए',
    },
  },
  'mental health': {
    hi: 'मानसिक स्वास्थ्य',
    why: {
      en: 'so that people who are struggling find support',
      hi: 'ताकि मुश्किल दौर से गुज़र रहे लोगों को सहारा मिले',
    },
  },
  'technology for good': {
    hi: 'भलाई के लिए तकनीक',
    why: {
      en: 'so that digital tools open new doors for communities',
      hi: 'ताकि डिजिटल साधन समुदायों के लिए नए रास्ते खोलें',
    },
  },
};

const WHY_BY_DEFAULT: Record<WriterLanguage, string> = {
  en: 'so that help reaches the people who need it most',
  hi: 'ताकि मदद उन लोगों तक पहुँचे जिन्हें इसकी सबसे ज़्यादा ज़रूरत है',
};

const find = (cause: string) => CAUSES[cause.toLocaleLowerCase('en')];

/** A category's name in the language: a known category in Hindi, any other as it was typed. */
export const causeName = (cause: string, language: WriterLanguage) =>
  language === 'hi' ? (find(cause)?.hi ?? cause) : cause;

/** Why the work matters, from the first category the writer knows (a plain one without). */
export function whyClause(causes: readonly string[], language: WriterLanguage): string {
  const known = causes.map(find).find(Boolean);
  return known?.why[language] ?? WHY_BY_DEFAULT[language];
}
