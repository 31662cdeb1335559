import { randomInt } from 'node:crypto';
import { fitHomepageTitle, paragraphsToHtml, toPlainTitle } from './finish-text.ts';
import type { TextWriter, WriteTextInput } from './text-writer.ts';

/** Picks one of `count` options: at random by default, so Regenerate gives another wording. */
export type PickOne = (count: number) => number;
type OneOf = (options: readonly string[]) => string;

/** What the person told us: whole sentences, or a few topics ("education, girls, Jaipur"). */
type Context = { sentences: string[]; topics: string[] };

type Details = {
  /** The organization's name as given, maybe ''. */
  name: string;
  /** The name, or 'our organization' when none was given. */
  org: string;
  /** The same to start a sentence with ('Our organization'). */
  orgAtStart: string;
  /** ' in India', or '' without a country. */
  place: string;
  /** 'Education, Health and Animals', or ''. */
  causes: string;
  firstCause: string;
  context: Context;
};

const MAX_CAUSES = 3;
const MAX_TOPICS = 6;
const SENTENCES_PER_PARAGRAPH = 4;
/** A topic is a short phrase; anything longer is read as a sentence. */
const MAX_TOPIC_WORDS = 4;
const TITLE_FALLBACK = 'Join us and make a difference';

const SENTENCE_END = /[.!?।॥…]["'”’)\]]*$/u;
const ANY_SENTENCE_END = /[.!?।॥]/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const capitalize = (text: string) =>
  /^\p{Ll}/u.test(text) ? text.charAt(0).toLocaleUpperCase('en') + text.slice(1) : text;

/** A sentence as it should stand in a paragraph: a capital first, a full stop (or danda) last. */
function asSentence(text: string): string {
  const sentence = capitalize(text.trim());
  if (SENTENCE_END.test(sentence)) return sentence;
  return `${sentence}${DEVANAGARI.test(sentence) ? '।' : '.'}`;
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
  const causes = readCauses(input.category);
  const listed = causes.length > MAX_CAUSES ? [...causes.slice(0, MAX_CAUSES), 'more'] : causes;
  const name = input.organization_name.replace(/\s+/g, ' ');
  return {
    org: name || 'our organization',
    orgAtStart: name || 'Our organization',
    name,
    place: input.country ? ` in ${input.country}` : '',
    causes: listFormat.format(listed),
    firstCause: causes[0] ?? '',
    context: readContext(input.context),
  };
}

/** The person's sentences in paragraphs of a few each, the first led in by `lead`. */
function contextParagraphs({ sentences }: Context, lead: string): string[] {
  const paragraphs: string[] = [];
  for (let start = 0; start < sentences.length; start += SENTENCES_PER_PARAGRAPH) {
    paragraphs.push(sentences.slice(start, start + SENTENCES_PER_PARAGRAPH).join(' '));
  }
  paragraphs[0] = [lead, paragraphs[0]].filter(Boolean).join(' ');
  return paragraphs;
}

function writeStory(d: Details, oneOf: OneOf): string[] {
  const topics = listFormat.format(d.context.topics);
  return [
    oneOf([
      `${d.orgAtStart} was founded${d.place} to make a lasting difference${d.causes ? ` in ${d.causes}` : ' in the lives of the people it serves'}.`,
      `${d.orgAtStart} brings people together${d.place}${d.causes ? ` around ${d.causes}` : ' to meet needs that too often go unmet'}.`,
      `The story of ${d.org} is the story of people${d.place} who chose to act${d.causes ? ` for ${d.causes}` : ' instead of waiting for someone else to'}.`,
    ]),
    ...(d.context.topics.length
      ? [
          oneOf([
            `Our work centres on ${topics}.`,
            `Day to day, we focus on ${topics}.`,
            `We put our time and energy into ${topics}.`,
          ]),
        ]
      : contextParagraphs(
          d.context,
          oneOf([
            'Here is what drives us.',
            'It began with a simple conviction, and it still guides everything we do.',
            'This is what our work looks like.',
          ]),
        )),
    oneOf([
      `Every gift, every volunteer hour and every shared post helps ${d.org} reach more people${d.place}. Join us and be part of what comes next.`,
      `There is still much to do, and we cannot do it alone. With your support, ${d.org} can keep this work growing.`,
      `This story is still being written, and you can help write its next chapter. Support ${d.org} today.`,
    ]),
  ];
}

function writeAboutUs(d: Details, oneOf: OneOf): string[] {
  const topics = listFormat.format(d.context.topics);
  const values = oneOf([
    'We believe in working openly, listening to the communities we serve and making every contribution count.',
    'Transparency, respect and steady, practical help guide every decision we make.',
    'We keep our promises specific, and we report back on what your support makes possible.',
  ]);
  const closing = oneOf([
    `Whether you give, volunteer or spread the word, there is a place for you at ${d.org}.`,
    'We would love to hear from you: join us, support our work, or simply get in touch.',
    `Together we can do more${d.place}. Join ${d.org} today.`,
  ]);
  return [
    oneOf([
      `We are ${d.name || 'a team of committed people'}${d.place ? `, based${d.place}` : ''}${d.causes ? `, working for ${d.causes}` : ''}.`,
      `${d.orgAtStart} is ${d.causes ? `an organization dedicated to ${d.causes}` : 'an organization built on care and commitment'}${d.place}.`,
      `At ${d.org}, we work${d.place}${d.causes ? ` for ${d.causes}` : ' for the people and causes we care about'}.`,
    ]),
    ...(d.context.topics.length
      ? [oneOf([`We focus on ${topics}.`, `Our work covers ${topics}.`])]
      : contextParagraphs(d.context, oneOf(['What we do:', 'A few words about our work.', '']))),
    `${values} ${closing}`,
  ];
}

/** A title that cleaning leaves as it is: plain text of 10 to 55 characters. */
const isFinishedTitle = (title: string) => fitHomepageTitle(toPlainTitle(title)) === title;

/** A title of 10 to 55 characters, whatever the details (the header-title rule of formats.ts). */
function writeTitle(d: Details, oneOf: OneOf): string {
  const focus = d.firstCause || d.context.topics[0] || '';
  const candidates = [
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
  ].filter(isFinishedTitle);
  if (candidates.length > 0) return oneOf(candidates);
  const cut = fitHomepageTitle(toPlainTitle(`Support ${d.name}`));
  return cut !== undefined && isFinishedTitle(cut) ? cut : TITLE_FALLBACK;
}

/**
 * The embedded writer (docs/product/ai-writer.md#the-built-in-writer): composes the text from
 * the details and the person's own words with a few sentence patterns per kind. It never fails;
 * the source says it wrote the text, so the dialog can say so.
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
