import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text/rich-text';
import { SiteTextPage } from './site-text-page';

/** `/about-us` on an organization's host: the about-us text it wrote in the wizard. */
export function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <SiteTextPage title={t('site.aboutUs.title')} isShown={(site) => site.pages.about_us}>
      {(site) => <RichText html={site.about_us_description} />}
    </SiteTextPage>
  );
}
