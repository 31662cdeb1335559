import { useTranslation } from 'react-i18next';
import { PRIVACY_POLICY } from '@/features/info-pages/content/privacy-policy';
import { InfoPage } from './info-page';

/** `/privacy-policy`, a footer page. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.privacyPolicy')} content={PRIVACY_POLICY} />;
}
