import { randomInt } from 'node:crypto';
import { causeName, type WriterLanguage, whyClause } from './cause-phrases.ts';
import { fitHomepageTitle, paragraphsToHtml, toPlainTitle } from './finish-text.ts';
import type { TextWriter, WriteTextInput } from './text-writer.ts';

/** Picks one of `count` options: at random by default, so Regenerate gives another wording. */
export type PickOne = (count: number) => number;
type OneOf = (options: readonly string[]) => string;

/** What the person told us: whole sentences, or a few topics ("education, girls, Jaipur"). */
type Context = { sentences: string[]; topics: string[] };

type Details = {
  language: WriterLanguage;
  /** The organization's name as given, maybe ''. */
  name: string;
  /** The name, or 'our organization' ('हमारी संस्था') when none was given. */
  org: string;
  /** The same to start a sentence with ('Our organization'). */
  orgAtStart: string;
  /** ' in India' (' India में'), or '' without a country. */
  place: string;
  /** 'Education, Health and Animals' ('शिक्षा, …'), or ''. */
  causes: string;
  firstCause: string;
  /** Why the work matters ('so that …'), from the first known category. */
  why: string;
  /** The person's topics as a list ('education, girls and Jaipur'), or ''. */
  topics: string;
  context: Context;
};

const MAX_CAUSES = 3;
const MAX_TOPICS = 6;
const SENTENCES_PER_PARAGRAPH = 4;
/** A topic is a short phrase; anything longer is read as a sentence. */
const MAX_TOPIC_WORDS = 4;
const TITLE_FALLBACK: Record<WriterLanguage, string> = {
  en: 'Join us and make a difference',
  hi: 'हमसे जुड़ें और बदलाव लाएँ',
};

const SENTENCE_END = /[.!?।॥…]["'”’)\]]*$/u;
const ANY_SENTENCE_END = /[.!?।॥]/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const LISTS: Record<WriterLanguage, Intl.ListFormat> = {
  en: new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }),
  hi: new Intl.ListFormat('hi', { style: 'long', type: 'conjunction' }),
};
const MORE: Record<WriterLanguage, string> = { en: 'more', hi: 'अन्य' };

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const capitalize = (text: string) =>
  /^\p{Ll}/u.test(text) ? text.charAt(0).toLocaleUpperCase('en') + text.slice(1) : text;

/** A sentence as it should stand in a paragraph: a capital first, a full stop (or danda) last. */
function asSentence(text: string): string {
  const sentence = capitalize(text.trim());
  if (SENTENCE_END.test(sentence)) return sentence;
  return `${sentence}${DEVANAGARI.test(sentence) ? '।' : '.'}`;
}

/**
 * Hindi when the person wrote mostly in Devanagari, as the model is asked to answer in the
 * language of the person's words (docs/product/ai-writer.md#the-built-in-writer).
 */
function languageOf(context: string): WriterLanguage {
  const devanagari = context.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  const latin = context.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return devanagari > latin ? 'hi' : 'en';
}

function readContext(context: string): Context {
  const items = context
    .split(/[,;\n]+/)
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const isTopicList =
    !ANY_SENTENCE_END.test(context) && items.every((item) => wordCount(item) <= MAX_TOPIC_WORDS);
  if (isTopicList) return { sentences: [], topics: items.slice(0, MAX_TOPICS) };
  const sentences = context
    .split(/\n+/)
    .flatMap((line) => Array.from(segmenter.segment(line), ({ segment }) => segment.trim()))
    .filter(Boolean)
    .map(asSentence);
  return { sentences, topics: [] };
}

/** The category names of the comma-joined `category`, each once. */
function readCauses(category: string): string[] {
  const seen = new Set<string>();
  return category
    .split(',')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => {
      const key = name.toLocaleLowerCase('en');
      if (name === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function readDetails(input: WriteTextInput): Details {
  const language = languageOf(input.context);
  const causes = readCauses(input.category);
  const named = causes.map((cause) => causeName(cause, language));
  const listed =
    named.length > MAX_CAUSES ? [...named.slice(0, MAX_CAUSES), MORE[language]] : named;
  const name = input.organization_name.replace(/\s+/g, ' ');
  const context = readContext(input.context);
  const unnamed = language === 'hi' ? 'हमारी संस्था' : 'our organization';
  const place = input.country
    ? language === 'hi'
      ? ` ${input.country} में`
      : ` in ${input.country}`
    : '';
  return {
    language,
    org: name || unnamed,
    orgAtStart: name || capitalize(unnamed),
    name,
    place,
    causes: LISTS[language].format(listed),
    firstCause: named[0] ?? '',
    why: whyClause(causes, language),
    topics: LISTS[language].format(context.topics),
    context,
  };
}

/** The person's sentences in paragraphs of a few each. */
function contextParagraphs({ sentences }: Context): string[] {
  const paragraphs: string[] = [];
  for (let start = 0; start < sentences.length; start += SENTENCES_PER_PARAGRAPH) {
    paragraphs.push(sentences.slice(start, start + SENTENCES_PER_PARAGRAPH).join(' '));
  }
  return paragraphs;
}

/** The story: told about the organization, what it does and why, then an invitation. */
function writeStory(d: Details, oneOf: OneOf): string[] {
  if (d.language === 'hi') {
    const cause = d.causes ? ` ${d.causes} के क्षेत्र में` : '';
    return [
      oneOf([
        `${d.orgAtStart}${d.place}${cause} काम करती है, ${d.why}।`,
        `${d.orgAtStart} की शुरुआत${d.place} ऐसे लोगों ने की जो इंतज़ार करने के बजाय ख़ुद कुछ करना चाहते थे${d.causes ? ` — ${d.causes} के लिए` : ''}। आज यह संस्था इसलिए काम करती है ${d.why}।`,
        `${d.orgAtStart}${d.place} लोगों को साथ लाती है${d.causes ? ` ${d.causes} के लिए` : ''}, ${d.why}।`,
      ]),
      ...(d.topics
        ? [
            oneOf([
              `हमारा रोज़ का काम ${d.topics} पर केंद्रित है।`,
              `हम अपना समय और ऊर्जा ${d.topics} में लगाते हैं।`,
            ]),
          ]
        : contextParagraphs(d.context)),
      oneOf([
        `हर दान, स्वयंसेवा का हर घंटा और हर साझा किया गया संदेश ${d.org} को और लोगों तक पहुँचने में मदद करता है। हमसे जुड़ें और आगे की कहानी का हिस्सा बनें।`,
        `अभी बहुत काम बाक़ी है, और हम इसे अकेले नहीं कर सकते। आपके सहयोग से ${d.org} यह काम आगे बढ़ा सकती है।`,
        `यह कहानी अभी लिखी जा रही है, और इसका अगला अध्याय आप लिख सकते हैं। आज ही ${d.org} का साथ दें।`,
      ]),
    ];
  }
  return [
    oneOf([
      `${d.orgAtStart} works${d.place}${d.causes ? ` for ${d.causes}` : ''}, ${d.why}.`,
      `${d.orgAtStart} was started${d.place} by people who would not wait for someone else to act${d.causes ? ` on ${d.causes}` : ''}. Today it works ${d.why}.`,
      `${d.orgAtStart} brings people together${d.place}${d.causes ? ` around ${d.causes}` : ''}, ${d.why}.`,
    ]),
    ...(d.topics
      ? [
          oneOf([
            `Our work centres on ${d.topics}.`,
            `Day to day, we focus on ${d.topics}.`,
            `We put our time and energy into ${d.topics}.`,
          ]),
        ]
      : contextParagraphs(d.context)),
    oneOf([
      `Every gift, every volunteer hour and every shared post helps ${d.org} reach more people${d.place}. Join us and be part of what comes next.`,
      `There is still much to do, and we cannot do it alone. With your support, ${d.org} can keep this work growing.`,
      `This story is still being written, and you can help write its next chapter. Support ${d.org} today.`,
    ]),
  ];
}

/** About us: who we are and why, in the first person plural; what we do; how we work. */
function writeAboutUs(d: Details, oneOf: OneOf): string[] {
  if (d.language === 'hi') {
    const who = oneOf([
      `हम ${d.name || 'प्रतिबद्ध लोगों की एक टीम'} हैं${d.causes ? ` और${d.place} ${d.causes} के लिए काम करते हैं` : d.place ? ` और${d.place} काम करते हैं` : ''}।`,
      `${d.orgAtStart}${d.place} ${d.causes ? `${d.causes} के लिए समर्पित संस्था है` : 'देखभाल और प्रतिबद्धता पर बनी संस्था है'}।`,
    ]);
    return [
      `${who} हम यह काम इसलिए करते हैं ${d.why}।`,
      ...(d.topics
        ? [oneOf([`हम ${d.topics} पर ध्यान देते हैं।`, `हमारे काम में ${d.topics} शामिल हैं।`])]
        : contextParagraphs(d.context)),
      `${oneOf([
        'हम खुलेपन से काम करते हैं, जिन समुदायों की सेवा करते हैं उनकी बात सुनते हैं और हर योगदान का पूरा उपयोग करते हैं।',
        'पारदर्शिता, सम्मान और ठोस, व्यावहारिक मदद हमारे हर फ़ैसले का आधार हैं।',
        'हम अपने वादे साफ़ रखते हैं, और बताते हैं कि आपके सहयोग से क्या संभव हुआ।',
      ])} ${oneOf([
        `आप दान दें, स्वयंसेवा करें या हमारी बात आगे बढ़ाएँ — ${d.org} में आपके लिए जगह है।`,
        'हमें आपसे सुनकर ख़ुशी होगी: हमसे जुड़ें, हमारे काम का साथ दें, या बस संपर्क करें।',
      ])}`,
    ];
  }
  const who = oneOf([
    `We are ${d.name || 'a team of committed people'}${d.place ? `, based${d.place}` : ''}${d.causes ? `, working for ${d.causes}` : ''}.`,
    `${d.orgAtStart} is ${d.causes ? `an organization dedicated to ${d.causes}` : 'an organization built on care and commitment'}${d.place}.`,
    `At ${d.org}, we work${d.place}${d.causes ? ` for ${d.causes}` : ' for the people and causes we care about'}.`,
  ]);
  return [
    `${who} We do it ${d.why}.`,
    ...(d.topics
      ? [oneOf([`We focus on ${d.topics}.`, `Our work covers ${d.topics}.`])]
      : contextParagraphs(d.context)),
    `${oneOf([
      'We believe in working openly, listening to the communities we serve and making every contribution count.',
      'Transparency, respect and steady, practical help guide every decision we make.',
      'We keep our promises specific, and we report back on what your support makes possible.',
    ])} ${oneOf([
      `Whether you give, volunteer or spread the word, there is a place for you at ${d.org}.`,
      'We would love to hear from you: join us, support our work, or simply get in touch.',
      `Together we can do more${d.place}. Join ${d.org} today.`,
    ])}`,
  ];
}

/** A title that cleaning leaves as it is: plain text of 10 to 55 characters. */
const isFinishedTitle = (title: string) => fitHomepageTitle(toPlainTitle(title)) === title;

/** A title of 10 to 55 characters, whatever the details (the header-title rule of formats.ts). */
function writeTitle(d: Details, oneOf: OneOf): string {
  const focus = d.firstCause || d.context.topics[0] || '';
  const patterns =
    d.language === 'hi'
      ? [
          ...(d.name
            ? [
                `${d.name} का साथ दें`,
                `${d.name} से जुड़ें`,
                `${d.name} के साथ बदलाव लाएँ`,
                ...(focus ? [`${d.name}: ${focus}`] : []),
              ]
            : []),
          ...(focus ? [`${focus} के लिए साथ मिलकर`] : []),
          ...(d.place ? [`${d.place.trim()} बदलाव की पहल`] : []),
        ]
      : [
          ...(d.name
            ? [
                `Support ${d.name}`,
                `Stand with ${d.name}`,
                `Join ${d.name}${d.place}`,
                `Help ${d.name} change lives`,
                ...(focus ? [`${d.name}: ${focus}${d.place}`] : []),
              ]
            : []),
          ...(focus ? [`Together for ${focus}${d.place}`, `Stand up for ${focus}${d.place}`] : []),
          ...(d.place ? [`Making a difference${d.place}`] : []),
        ];
  const candidates = patterns.filter(isFinishedTitle);
  if (candidates.length > 0) return oneOf(candidates);
  const cut = fitHomepageTitle(toPlainTitle(patterns[0] ?? ''));
  return cut !== undefined && isFinishedTitle(cut) ? cut : TITLE_FALLBACK[d.language];
}

/**
 * The embedded writer (docs/product/ai-writer.md#the-built-in-writer): composes the text from
 * the details and the person's own words, in English or, when the person wrote in Devanagari, in
 * Hindi: what the organization does and why (from its categories), the person's sentences or
 * topics, and a closing that fits the kind. It is no language model and never fails; the source
 * says it wrote the text, so the dialog can say so.
 */
export function createBuiltinWriter({ pick = randomInt }: { pick?: PickOne } = {}): TextWriter {
  const oneOf: OneOf = (options) => options[options.length > 1 ? pick(options.length) : 0] ?? '';
  return {
    write: async (input) => {
      const details = readDetails(input);
      const text =
        input.kind === 'homepage_title'
          ? writeTitle(details, oneOf)
          : paragraphsToHtml(
              input.kind === 'organization_story'
                ? writeStory(details, oneOf)
                : writeAboutUs(details, oneOf),
            );
      return { text, source: 'builtin' };
    },
  };
}
