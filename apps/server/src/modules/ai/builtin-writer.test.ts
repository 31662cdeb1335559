import { AI_TEXT_KINDS, type AiTextKind } from '@givecrowd/shared/ai/ai-api';
import { isHeaderTitleLength } from '@givecrowd/shared/organization/formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBuiltinWriter, type PickOne } from './builtin-writer.ts';
import { finishText } from './finish-text.ts';
import type { WriteTextInput } from './text-writer.ts';

const asha: Omit<WriteTextInput, 'kind'> = {
  country: 'India',
  organization_name: 'Asha Learning Trust',
  category: 'Education, Women Empowerment',
  context:
    'we run evening classes for 200 girls in Jaipur. Two teachers started it in 2015!\nNow volunteers teach coding and English',
};

const first: PickOne = () => 0;
const last: PickOne = (count) => count - 1;

async function write(kind: AiTextKind, details = asha, pick: PickOne = first) {
  const { text, source } = await createBuiltinWriter({ pick }).write({ kind, ...details });
  expect(source).toBe('builtin');
  return text;
}

const paragraphsOf = (html: string) => html.match(/<p>.*?<\/p>/g) ?? [];

describe('the built-in writer', () => {
  it.each(['organization_story', 'about_us'] as const)(
    'writes %s as paragraphs that weave in every detail and the person’s sentences',
    async (kind) => {
      const html = await write(kind);
      expect(paragraphsOf(html).length).toBeGreaterThanOrEqual(3);
      expect(paragraphsOf(html).join('')).toBe(html);
      expect(html).toContain('Asha Learning Trust');
      expect(html).toContain('India');
      expect(html).toContain('Education and Women Empowerment');
      expect(html).toContain('We run evening classes for 200 girls in Jaipur.');
      expect(html).toContain('Two teachers started it in 2015!');
      expect(html).toContain('Now volunteers teach coding and English.');
    },
  );

  it('writes a title from the details', async () => {
    expect(await write('homepage_title')).toBe('Support Asha Learning Trust');
    expect(await write('homepage_title', asha, last)).toBe('Making a difference in India');
  });

  it('changes its wording with the pick, and keeps it for the same pick', async () => {
    for (const kind of AI_TEXT_KINDS) {
      expect(await write(kind, asha, last)).not.toBe(await write(kind, asha, first));
      expect(await write(kind, asha, last)).toBe(await write(kind, asha, last));
    }
  });

  it('writes Hindi names and sentences as they are, ending a Hindi sentence with a danda', async () => {
    const hindi = {
      country: 'भारत',
      organization_name: 'आशा शिक्षा न्यास',
      category: 'शिक्षा',
      context: 'हम जयपुर में लड़कियों को पढ़ाते हैं',
    };
    const story = await write('organization_story', hindi);
    expect(story).toContain('आशा शिक्षा न्यास');
    expect(story).toContain(' in भारत');
    expect(story).toContain('हम जयपुर में लड़कियों को पढ़ाते हैं।');
    const title = await write('homepage_title', hindi);
    expect(title).toBe('Support आशा शिक्षा न्यास');
  });

  it('reads a short list as topics rather than sentences', async () => {
    const html = await write('about_us', { ...asha, context: 'education, girls; Jaipur' });
    expect(html).toContain('We focus on education, girls and Jaipur.');
  });

  it('writes without categories, country or name, leaving no gap behind', async () => {
    const bare = { country: '', organization_name: '', category: ' , ', context: 'We plant trees' };
    for (const kind of AI_TEXT_KINDS) {
      for (const pick of [first, last]) {
        const text = await write(kind, bare, pick);
        expect(text).not.toMatch(/ {2}| [.,]|\bin\s*[.,]|undefined|\(/);
        if (kind !== 'homepage_title') expect(text).toContain('We plant trees.');
      }
    }
    expect(await write('about_us', bare)).toContain('We are a team of committed people.');
  });

  it('lists at most three categories, each once', async () => {
    const html = await write('about_us', {
      ...asha,
      category: 'Health, Animals, health, Education, Elderly',
    });
    expect(html).toContain('Health, Animals, Education and more');
  });

  it('escapes what the person typed, so it stays text', async () => {
    const html = await write('organization_story', {
      ...asha,
      organization_name: 'Tom & Jerry <b>Trust</b>',
      context: '<script>alert(1)</script> We help "everyone"',
    });
    expect(html).toContain('Tom &amp; Jerry &lt;b&gt;Trust&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(finishText('organization_story', html, { mediaBaseUrl: '/media' })).toBe(html);
  });

  it('always writes a story and an about-us text that survive cleaning', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('organization_story', 'about_us') as fc.Arbitrary<AiTextKind>,
        fc.string({ maxLength: 60 }),
        fc.string({ unit: 'grapheme', maxLength: 400 }).filter((text) => text.trim() !== ''),
        async (kind, organization_name, context) => {
          const { text } = await createBuiltinWriter().write({
            kind,
            country: 'India',
            organization_name: organization_name.trim(),
            category: 'Health',
            context: context.trim(),
          });
          expect(finishText(kind, text, { mediaBaseUrl: '/media' })).toMatch(/^<p>.*<\/p>$/s);
        },
      ),
    );
  });

  it('always writes a title of 10 to 55 characters', async () => {
    const long = 'A'.repeat(60);
    for (const organization_name of ['', 'Ab', long, `${'Word '.repeat(20)}Trust`]) {
      const title = await write('homepage_title', {
        country: '',
        organization_name,
        category: '',
        context: 'x',
      });
      expect(isHeaderTitleLength(title), title).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 100 }),
        fc.string({ maxLength: 100 }),
        fc.array(fc.string({ maxLength: 40 }), { maxLength: 5 }),
        fc.string({ minLength: 1, maxLength: 300 }).filter((text) => text.trim() !== ''),
        fc.nat(),
        async (country, organization_name, categories, context, seed) => {
          const input = {
            kind: 'homepage_title' as const,
            country: country.trim(),
            organization_name: organization_name.trim(),
            category: categories.join(','),
            context: context.trim(),
          };
          const pick: PickOne = (count) => seed % count;
          const { text } = await createBuiltinWriter({ pick }).write(input);
          expect(isHeaderTitleLength(text), text).toBe(true);
          expect(finishText('homepage_title', text, { mediaBaseUrl: '/media' })).toBe(text);
        },
      ),
    );
  });
});
