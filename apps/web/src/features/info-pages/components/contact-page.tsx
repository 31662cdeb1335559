import { useTranslation } from 'react-i18next';
import { CONTACT } from '@/features/info-pages/content/contact';
import { ContactForm } from './contact-form';
import { InfoPage } from './info-page';

/** `/contact`, a footer page: the contact form, then whom else to ask about what. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('pages.contact')} content={CONTACT}>
      <ContactForm />
    </InfoPage>
  );
}
