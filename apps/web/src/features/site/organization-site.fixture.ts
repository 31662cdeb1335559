import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { type Answer, serveApi } from '@/test/serve-api';

/** A site with every part filled in, for the site's tests (not a test file itself). */
export const sevaSite: OrganizationSite = {
  _id: 'org-1',
  slug: 'seva-trust',
  organization_name: 'Seva Trust',
  organization_logo: null,
  homepage_header_image: 'home-page-header-image/seva.webp',
  homepage_header_title: 'Every child in school, every day',
  organization_story: '<p>We run <strong>evening classes</strong> in Pune.</p>',
  about_us_description: '<h2>Who we are</h2><p>Teachers and parents of Pune.</p>',
  organization_video: {
    provider: 'youtube',
    embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    name: 'A day at our school',
  },
  categories: ['Education', 'Child Welfare'],
  contact: {
    email: 'contact@seva.example.org',
    phone: { e164: '+919876543210', display: '+91 98765 43210' },
    address: ['12 MG Road', 'Pune', 'India'],
  },
  campaigns: [
    {
      slug: 'night-school',
      title: 'Night school lamps',
      asset: 'campaign-assets/lamps.webp',
      category: 'Education',
      goal: 100_000,
      raised: 25_000,
      currency: 'INR',
      percentage: 25,
      remaining_days: 1,
    },
  ],
  pages: { about_us: true, terms_of_use: true, privacy_policy: false, login: false },
  sections: [
    {
      key: 'organization_testimonial',
      heading: 'What parents say',
      entries: [{ name: 'Meera', text: 'My son reads now.', link: '' }],
    },
    {
      key: 'organization_partners',
      heading: '',
      entries: [{ name: 'Pune Rotary', text: '', link: 'https://rotary.example.org' }],
    },
  ],
  stats: { campaigns: 3, supporters: 55, raised: [{ currency: 'INR', amount: 86_000 }] },
  analytics_id: 'G-SEVA1234',
  preview: false,
  accepts_donations: false,
};

/** The answer of `GET /api/organization/site/{host}` for `site`. */
export const siteAnswer = (site: OrganizationSite): Answer => ({
  status: 200,
  body: { status: true, data: site },
});

/** Answers the site call for this page's host with `answer` (or queued answers): Seva's site. */
export const serveSite = (answer: Answer | Answer[] = siteAnswer(sevaSite)) =>
  serveApi({ [`GET /api/organization/site/${window.location.hostname}`]: answer });
