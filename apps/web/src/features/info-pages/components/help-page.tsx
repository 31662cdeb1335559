import { useTranslation } from 'react-i18next';
import { HELP } from '@/features/info-pages/content/help';
import { InfoPage } from './info-page';

/** `/help`, a footer page. */
export function HelpPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.help')} content={HELP} />;
}
