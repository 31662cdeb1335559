import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { Alert, Button, Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isIndianOrganization, isUkOrganization } from '@/features/giving/donation-form-values';
import { DONATION_PAGE_DATA_ID, type DonationPageData } from '@/features/giving/donation-page-data';
import { pageMessagesIn } from '@/features/giving/donation-page-messages';
import type { GiftTarget } from '@/lib/giving-paths';
import { jsonForScript } from '@/lib/json-in-html';
import { useMessage } from '@/lib/use-message';
import { AddressFields } from './address-fields';
import { AmountField } from './amount-field';
import { CoverFeesField } from './cover-fees-field';
import { DonationSummary } from './donation-summary';
import { DonorFields } from './donor-fields';
import { GiftAidField } from './gift-aid-field';
import { PublicFields } from './public-fields';

type GiftFormProps = { donationForm: DonationForm; target: GiftTarget };

/** What the page's script needs, in the page's language (docs/decisions/012). */
function usePageData({ donationForm, target }: GiftFormProps): DonationPageData {
  const { t, i18n } = useTranslation();
  const translate = useMessage();
  const amount = { amount: '{{amount}}' };
  return {
    form: donationForm,
    target,
    locale: i18n.language === 'hi' ? 'hi' : 'en',
    texts: {
      pay: t('giving.form.pay', amount),
      payMonthly: t('giving.form.payMonthly', amount),
      payNoAmount: t('giving.form.payNoAmount'),
      coverFeesHint: t('giving.form.coverFeesHint', { fee: '{{fee}}' }),
      coverFeesNoAmount: t('giving.form.coverFeesNoAmount'),
      messageCount: t('giving.form.messageCount', { count: '{{count}}', max: '{{max}}' }),
      once: t('giving.summary.once'),
      monthly: t('giving.summary.monthly'),
      with80G: t('giving.summary.with80G'),
      noPanNo80G: translate(GIVING_MESSAGES.noPanNo80G),
    },
    messages: pageMessagesIn(i18n),
  };
}

/**
 * The donation form (docs/product/donations.md, The form) as the server renders it: native
 * controls in the order of the rules, the parts only some donors need hidden, the summary and the
 * pay button, and the data of the page's script, which checks it, sums it up and starts the gift
 * (docs/decisions/012).
 */
export function GiftForm({ donationForm, target }: GiftFormProps) {
  const { t } = useTranslation();
  const data = usePageData({ donationForm, target });
  const inIndia = isIndianOrganization(donationForm);
  const inUk = isUkOrganization(donationForm);
  const country = donationForm.organization.country_code;
  return (
    <form id="donation-form" noValidate>
      <Alert color="red" variant="filled" className="donation-banner" data-donation-banner hidden>
        <span data-banner-text />
      </Alert>
      <Stack gap="xl">
        <AmountField donationForm={donationForm} />
        <Fieldset legend={t('giving.form.yourDetails')} variant="unstyled">
          <Stack gap="md">
            <DonorFields donationForm={donationForm} />
            {inIndia && <AddressFields country={country} />}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('giving.form.onThePage')} variant="unstyled">
          <PublicFields />
        </Fieldset>
        {inUk && (
          <Stack gap="md">
            <GiftAidField organizationName={donationForm.organization.name} />
            <div data-shown-when="gift-aid" hidden>
              <AddressFields country={country} />
            </div>
          </Stack>
        )}
        <CoverFeesField />
        <DonationSummary donationForm={donationForm} />
        <Alert color="red" variant="light" data-donation-refusal hidden>
          <span data-refusal-text />
        </Alert>
        <Stack gap={6}>
          <Button type="submit" size="lg" fullWidth data-pay>
            <span data-pay-label>{t('giving.form.payNoAmount')}</span>
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('giving.form.secure')}
          </Text>
        </Stack>
      </Stack>
      <script
        type="application/json"
        id={DONATION_PAGE_DATA_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped.
        dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
      />
    </form>
  );
}
