import { useTranslation } from 'react-i18next';
import { ABOUT } from '@/features/info-pages/content/about';
import { InfoPage } from './info-page';

/** `/about`, a footer page: what GiveCrowd is. */
export function AboutPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.about')} content={ABOUT} />;
}
