import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
} from '@tabler/icons-react';

/**
 * The footer's link lists (docs/product/routes-and-screens.md#footer); labels are keys of the
 * `footer` texts.
 */
export const FOOTER_SECTIONS = [
  {
    title: 'footer.company',
    links: [
      { to: '/about', label: 'footer.aboutUs' },
      { to: '/contact', label: 'footer.contactUs' },
    ],
  },
  {
    title: 'footer.learnMore',
    links: [
      { to: '/discover', label: 'footer.discover' },
      { to: '/organization/create', label: 'footer.createOrganization' },
    ],
  },
  {
    title: 'footer.otherResources',
    links: [
      { to: '/organization/partner-onboarding', label: 'footer.partnerOnboarding' },
      { to: '/help', label: 'footer.help' },
      { to: '/receipt/verify', label: 'footer.verifyReceipt' },
    ],
  },
] as const;

export const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'footer.privacyPolicy' },
  { to: '/terms-of-use', label: 'footer.termsOfUse' },
] as const;

export const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/givecrowd', label: 'footer.facebook', Icon: IconBrandFacebook },
  {
    href: 'https://www.linkedin.com/company/givecrowd',
    label: 'footer.linkedin',
    Icon: IconBrandLinkedin,
  },
  { href: 'https://x.com/givecrowd', label: 'footer.x', Icon: IconBrandX },
  {
    href: 'https://www.instagram.com/givecrowd',
    label: 'footer.instagram',
    Icon: IconBrandInstagram,
  },
] as const;
