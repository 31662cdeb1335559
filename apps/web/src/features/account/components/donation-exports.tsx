import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import { financialYearLabel, recentFinancialYears } from '@givecrowd/shared/giving/financial-year';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { Alert, Button, Card, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, exportPaths } from '@/features/account/api/download-export';
import type { DonationFilters } from '@/features/account/donations-params';
import { ApiError, unreachableError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';

type ExportKind = 'csv' | 'form10bd' | 'giftAid';

const UK_COUNTRY_CODE = 'GB';

/** Financial years offered for Form 10BD: the current one and the four before it. */
const FINANCIAL_YEARS_OFFERED = 5;

type DonationExportsProps = {
  organization: MyOrganization;
  filters: DonationFilters;
};

/**
 * The exports of the organization's gifts (docs/product/donations.md#exports): every gift the
 * filters find as CSV; in India the Form 10BD statement of a financial year; in the UK the Gift
 * Aid schedule of the filters' dates. A refusal shows the server's message and what it lists.
 */
export function DonationExports({ organization, filters }: DonationExportsProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const titleId = useId();
  const [years] = useState(() => recentFinancialYears(new Date(), FINANCIAL_YEARS_OFFERED));
  // The last whole year is the one whose statement is due (by 31 May).
  const [year, setYear] = useState(String(years[1] ?? years[0]));
  const [pending, setPending] = useState<ExportKind | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { slug } = organization;

  const start = async (kind: ExportKind, path: string, fallbackName: string) => {
    setPending(kind);
    setFailure(null);
    try {
      await downloadExport(path, fallbackName);
    } catch (error) {
      setFailure(error instanceof ApiError ? error : unreachableError());
    } finally {
      setPending(null);
    }
  };
  const buttonProps = (kind: ExportKind) => ({
    variant: 'default' as const,
    leftSection: <IconDownload size={16} aria-hidden />,
    loading: pending === kind,
    disabled: pending !== null && pending !== kind,
  });
  const label = financialYearLabel(Number(year));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('account.donations.exports.title')}
        </Title>
        <Group gap="md" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('account.donations.exports.csvHint')}
            </Text>
            <Button
              {...buttonProps('csv')}
              onClick={() =>
                start('csv', exportPaths.donationsCsv(slug, filters), `donations-${slug}.csv`)
              }
            >
              {t('account.donations.exports.csv')}
            </Button>
          </Stack>
          {organization.country_code === INDIA_COUNTRY_CODE && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('account.donations.exports.form10bdHint')}
              </Text>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <Select
                  label={t('account.donations.exports.financialYear')}
                  data={years.map((start) => ({
                    value: String(start),
                    label: financialYearLabel(start),
                  }))}
                  value={year}
                  onChange={(next) => next && setYear(next)}
                  allowDeselect={false}
                  w={120}
                />
                <Button
                  {...buttonProps('form10bd')}
                  onClick={() =>
                    start(
                      'form10bd',
                      exportPaths.form10bd(slug, label),
                      `form-10bd-${slug}-${label}.csv`,
                    )
                  }
                >
                  {t('account.donations.exports.form10bd')}
                </Button>
              </Group>
            </Stack>
          )}
          {organization.country_code === UK_COUNTRY_CODE && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('account.donations.exports.giftAidHint')}
              </Text>
              <Button
                {...buttonProps('giftAid')}
                onClick={() =>
                  start('giftAid', exportPaths.giftAid(slug, filters), `gift-aid-${slug}.csv`)
                }
              >
                {t('account.donations.exports.giftAid')}
              </Button>
            </Stack>
          )}
        </Group>
        {failure && (
          <Alert
            color="red"
            role="alert"
            title={t('account.donations.exports.failed')}
            withCloseButton
            onClose={() => setFailure(null)}
          >
            <Stack gap="xs">
              <Text size="sm">{translate(failure.message)}</Text>
              {failure.errors.length > 0 && (
                <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
                  {failure.errors.map((error) => (
                    <List.Item key={`${error.field} ${error.message}`}>
                      {error.field}: {translate(error.message)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
