import { isHeaderTitleLength } from '@givecrowd/shared/organization/formats';
import {
  emptyWebsiteForm,
  type WebsiteForm,
  type WebsiteSectionEntry,
} from '@givecrowd/shared/organization/website-form';
import { CATEGORY_ROWS } from './categories.ts';
import { demoHeaderImageKey } from './demo-images.ts';
import type { DemoOrganization } from './demo-organizations.ts';

/** Invented people, quoted on the demo sites; any likeness to a real person is accidental. */
const SUPPORTERS = [
  'Anita S.',
  'Rahul M.',
  'Grace O.',
  'Tom H.',
  'Wei Ling T.',
  'Fatima K.',
  'Daniel R.',
  'Priya N.',
];

/** Text put into rich text (HTML) as it is written: 'Water & Sanitation' stays readable. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function describeCauses(categories: readonly string[]): string {
  return categories.map((name) => name.toLowerCase()).join(' and ');
}

/** What the first cause pays for, as its category describes it ('school fees, books, …'). */
function whatWeFund(category: string | undefined): string {
  const description = CATEGORY_ROWS.find((row) => row.name === category)?.description ?? '';
  return description.charAt(0).toLowerCase() + description.slice(1);
}

function headerTitle({ categories, city, type }: DemoOrganization): string {
  const cause = (categories[0] ?? 'our community').toLowerCase();
  const titles =
    type === 'ngo'
      ? [`Together for ${cause} in ${city}`, `Together for ${cause}`]
      : [`Giving back to ${city} through ${cause}`, `Giving back through ${cause}`];
  return titles.find(isHeaderTitleLength) ?? 'Together for our community';
}

function testimonials({ city, categories }: DemoOrganization, index: number) {
  const quote = (offset: number): WebsiteSectionEntry => ({
    name: SUPPORTERS[(index + offset) % SUPPORTERS.length] ?? '',
    text:
      offset === 0
        ? `I have given every year since I saw their ${describeCauses(categories.slice(0, 1))} work in ${city} myself.`
        : 'They write back after every campaign with what the money did. That is why I give.',
    link: '',
  });
  return { text: 'What our supporters say', to_display: true, list: [quote(0), quote(3)] };
}

function partners({ city }: DemoOrganization) {
  const partner = (name: string): WebsiteSectionEntry => ({ name, text: '', link: '' });
  return {
    text: 'Our partners',
    to_display: true,
    list: [partner(`${city} Community Foundation`), partner(`${city} Volunteers Network`)],
  };
}

/**
 * Step-1 content for a demo organization, so its site looks like a real one
 * (docs/product/organization-sites.md): a header, its story and about-us text, supporters'
 * words and partners, the default pages and the figures band.
 */
export function composeDemoWebsite({
  organization,
  founded,
  index,
}: {
  organization: DemoOrganization;
  founded: number;
  /** The organization's place in the demo list, to vary the quoted supporters. */
  index: number;
}): WebsiteForm {
  const { name, city, categories, type } = organization;
  const causes = describeCauses(categories);
  const opening = escapeHtml(
    type === 'ngo'
      ? `Since ${founded}, ${name} has worked with communities in and around ${city} on ${causes}.`
      : `${name}, founded in ${founded} in ${city}, backs ${causes} projects with employee volunteering and matched giving.`,
  );
  return {
    ...emptyWebsiteForm,
    homepage_header_image: demoHeaderImageKey(categories[0] ?? '') ?? '',
    homepage_header_title: headerTitle(organization),
    organization_story: [
      `<p>${opening}</p>`,
      `<p>What we fund: ${escapeHtml(whatWeFund(categories[0]))}</p>`,
      '<p>Every campaign on this site pays for one piece of that work, and we tell the people who gave what it achieved.</p>',
    ].join(''),
    about_us_description: [
      '<h2>Who we are</h2>',
      `<p>${opening} Our team works alongside local volunteers, who help choose the projects we take on.</p>`,
      '<h2>How we work</h2>',
      '<ul><li>We raise funds one campaign at a time, each with its own goal.</li>',
      '<li>Every donation gets a receipt by email.</li>',
      '<li>We publish what each campaign raised and what it paid for.</li></ul>',
    ].join(''),
    display_organization_showpage_analytics: true,
    show_section: true,
    organization_testimonial: testimonials(organization, index),
    organization_partners: partners(organization),
    second_page_terms: true,
  };
}
