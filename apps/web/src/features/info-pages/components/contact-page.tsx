import { useTranslation } from 'react-i18next';
import { CONTACT } from '@/features/info-pages/content/contact';
import { InfoPage } from './info-page';

/** `/contact`, a footer page. */
export function ContactPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.contact')} content={CONTACT} />;
}
