import { useTranslation } from 'react-i18next';
import { TERMS_OF_USE } from '@/features/info-pages/content/terms-of-use';
import { InfoPage } from './info-page';

/** `/terms-of-use`, a footer page, and where the onboarding’s terms checkboxes link. */
export function TermsOfUsePage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.termsOfUse')} content={TERMS_OF_USE} />;
}
