import { useTranslation } from 'react-i18next';
import { SitePolicyText } from './site-policy-text';
import { SiteTextPage } from './site-text-page';

const PARAGRAPHS = ['scope', 'donations', 'payments', 'receipts', 'conduct', 'questions'] as const;

/**
 * `/terms` on an organization's host that shows its default pages and the terms of use
 * (docs/product/organization-sites.md#pages): short terms naming the organization and GiveCrowd.
 */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <SiteTextPage title={t('site.terms.title')} isShown={(site) => site.pages.terms_of_use}>
      {({ organization_name: name, contact }) => (
        <SitePolicyText
          paragraphs={PARAGRAPHS.map((key) => t(`site.terms.${key}`, { name }))}
          email={contact.email}
        />
      )}
    </SiteTextPage>
  );
}
