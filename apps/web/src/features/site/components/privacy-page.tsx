import { useTranslation } from 'react-i18next';
import { SitePolicyText } from './site-policy-text';
import { SiteTextPage } from './site-text-page';

const PARAGRAPHS = ['collected', 'cards', 'sharing', 'emails', 'analytics', 'rights'] as const;

/**
 * `/privacy` on an organization's host that shows its default pages and the privacy policy
 * (docs/product/organization-sites.md#pages): what the organization and GiveCrowd keep, and why.
 * The analytics paragraph only when the site has an analytics tag.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <SiteTextPage title={t('site.privacy.title')} isShown={(site) => site.pages.privacy_policy}>
      {({ organization_name: name, contact, analytics_id }) => (
        <SitePolicyText
          paragraphs={PARAGRAPHS.filter((key) => key !== 'analytics' || analytics_id).map((key) =>
            t(`site.privacy.${key}`, { name }),
          )}
          email={contact.email}
        />
      )}
    </SiteTextPage>
  );
}
