import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ABOUT } from '@/features/info-pages/content/about';
import { CONTACT } from '@/features/info-pages/content/contact';
import { HELP } from '@/features/info-pages/content/help';
import { PRIVACY_POLICY } from '@/features/info-pages/content/privacy-policy';
import { TERMS_OF_USE } from '@/features/info-pages/content/terms-of-use';
import type { InfoContent } from '@/features/info-pages/info-content';
import { changeLanguage } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { HelpPage } from './help-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfUsePage } from './terms-of-use-page';

const PAGES = [
  ['/about', AboutPage, ABOUT, 'About us'],
  ['/contact', ContactPage, CONTACT, 'Contact us'],
  ['/help', HelpPage, HELP, 'Help centre'],
  ['/privacy-policy', PrivacyPolicyPage, PRIVACY_POLICY, 'Privacy policy'],
  ['/terms-of-use', TermsOfUsePage, TERMS_OF_USE, 'Terms of use'],
] as const;

/** What must not differ between languages: the sections, and where their links go. */
const shapeOf = ({ sections }: InfoContent) =>
  sections.map((section) => ({
    id: section.id,
    paragraphs: section.paragraphs?.length ?? 0,
    items: section.items?.length ?? 0,
    links: section.links?.map((link) => link.to) ?? [],
  }));

afterEach(() => changeLanguage('en'));

describe('the footer pages', () => {
  it.each(PAGES)('%s has the same sections and links in Hindi as in English', (...page) => {
    const content = page[2];
    expect(shapeOf(content.hi)).toEqual(shapeOf(content.en));
    const hindi = [content.hi.intro, ...content.hi.sections.map((section) => section.heading)];
    for (const text of hindi) expect(text).toMatch(/\p{Script=Devanagari}/u);
  });

  it.each(PAGES)(
    '%s shows its title, introduction and every section',
    async (path, Page, content, title) => {
      renderRoutes([{ path, Component: Page }], path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(title);
      expect(screen.getByText(content.en.intro)).toBeInTheDocument();
      for (const section of content.en.sections) {
        expect(screen.getByRole('region', { name: section.heading })).toHaveAttribute(
          'id',
          section.id,
        );
      }
    },
  );

  it('lists the sections of a long page first, as links to each', () => {
    renderRoutes([{ path: '/terms-of-use', Component: TermsOfUsePage }], '/terms-of-use');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      TERMS_OF_USE.en.sections.map((section) => `#${section.id}`),
    );
  });

  it('leaves the list out of a short page', () => {
    renderRoutes([{ path: '/contact', Component: ContactPage }], '/contact');
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  it('links on to the app’s pages', () => {
    renderRoutes([{ path: '/contact', Component: ContactPage }], '/contact');
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
  });

  it('speaks Hindi when the interface does', async () => {
    await changeLanguage('hi');
    renderRoutes([{ path: '/about', Component: AboutPage }], '/about');
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(screen.getByText(ABOUT.hi.intro)).toBeInTheDocument();
  });
});
