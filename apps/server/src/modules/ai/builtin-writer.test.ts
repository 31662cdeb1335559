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

  it('writes in Hindi when the person wrote in Devanagari, with the Hindi names of categories', async () => {
    const hindi = {
      country: 'भारत',
      organization_name: 'आशा शिक्षा न्यास',
      category: 'Education, Sports',
      context: 'हम जयपुर में लड़कियों को पढ़ाते हैं',
    };
    const story = await write('organization_story', hindi);
    expect(story).toBe(
      '<p>आशा शिक्षा न्यास भारत में शिक्षा और खेल के क्षेत्र में काम करती है, ताकि बच्चे और बड़े सुरक्षित कक्षाओं में पढ़ सकें।</p>' +
        '<p>हम जयपुर में लड़कियों को पढ़ाते हैं।</p>' +
        '<p>हर दान, स्वयंसेवा का हर घंटा और हर साझा किया गया संदेश आशा शिक्षा न्यास को और लोगों तक पहुँचने में मदद करता है। हमसे जुड़ें और आगे की कहानी का हिस्सा बनें।</p>',
    );
    const about = await write('about_us', hindi, last);
    expect(about).toContain('आशा शिक्षा न्यास भारत में शिक्षा और खेल के लिए समर्पित संस्था है।');
    expect(about).not.toMatch(/\b(We|Our|Join)\b/);
    expect(await write('homepage_title', hindi)).toBe('आशा शिक्षा न्यास का साथ दें');
    expect(await write('homepage_title', { ...hindi, organization_name: '' })).toBe(
      'शिक्षा के लिए साथ मिलकर',
    );
  });

  it('writes Hindi names in English text when the person wrote in English', async () => {
    const story = await write('organization_story', {
      ...asha,
      organization_name: 'आशा शिक्षा न्यास',
    });
    expect(story).toContain('आशा शिक्षा न्यास works in India for Education and Women Empowerment');
  });

  it('says why the work matters from the first category it knows, and plainly without one', async () => {
    const about = (category: string) =>
      write('about_us', { ...asha, category, context: 'We run a shelter' });
    expect(await about('Animal Welfare')).toContain(
      'We do it so that stray and injured animals are rescued and cared for.',
    );
    expect(await about('Bee keeping, hunger & nutrition')).toContain(
      'We do it so that no family has to go hungry.',
    );
    expect(await about('')).toContain('We do it so that help reaches the people who need it most.');
  });

  it('tells a story about the organization and writes about us in the first person', async () => {
    const story = await write('organization_story');
    const about = await write('about_us');
    expect(paragraphsOf(story)[0]).toBe(
      '<p>Asha Learning Trust works in India for Education and Women Empowerment, so that children and adults can learn in safe classrooms.</p>',
    );
    expect(paragraphsOf(about)[0]).toBe(
      '<p>We are Asha Learning Trust, based in India, working for Education and Women Empowerment. We do it so that children and adults can learn in safe classrooms.</p>',
    );
    expect(paragraphsOf(story)[1]).toBe(paragraphsOf(about)[1]);
    expect(story).not.toBe(about);
  });

  it('writes no empty lead-in around the person’s words', async () => {
    for (const kind of ['organization_story', 'about_us'] as const) {
      for (const pick of [first, last]) {
        const text = await write(kind, asha, pick);
        expect(text).not.toMatch(/A few words about our work|What we do:|Here is what drives us/);
        expect(paragraphsOf(text)[1]).toBe(
          '<p>We run evening classes for 200 girls in Jaipur. Two teachers started it in 2015! Now volunteers teach coding and English.</p>',
        );
      }
    }
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
