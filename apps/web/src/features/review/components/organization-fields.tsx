import {
  PROGRAM_OPTIONS,
  REGISTERED_TYPE_OPTIONS,
} from '@givecrowd/shared/organization/registration-form';
import type { WebsiteSection } from '@givecrowd/shared/organization/website-form';
import type { ReviewOrganization } from '@givecrowd/shared/review/review-api';
import { isAskedOf } from '@givecrowd/shared/review/review-fields';
import {
  Anchor,
  Badge,
  Card,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text/rich-text';
import { FIELDS_BY_STEP } from '@/features/review/reviewable-fields';
import { useFieldLabel } from '@/lib/field-labels';
import { toMediaUrl } from '@/lib/media-url';

type Organization = ReviewOrganization['organization'];

/** Fields whose value is sanitized rich text. */
const RICH_TEXT = new Set(['organization_story', 'about_us_description']);
/** Public images: shown from the media host. */
const PUBLIC_IMAGES = new Set(['organization_logo', 'homepage_header_image']);
/** Private uploads: opened through the answer's signed links. */
const PRIVATE_FILES = new Set([
  'organization_digital_signature',
  'account_cancel_check',
  'fcra_account_cancel_check',
]);

const OPTION_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  [...REGISTERED_TYPE_OPTIONS.ngo, ...REGISTERED_TYPE_OPTIONS.company, ...PROGRAM_OPTIONS].map(
    ({ value, label }) => [value, label],
  ),
);

const isSection = (value: unknown): value is WebsiteSection =>
  typeof value === 'object' && value !== null && 'list' in value;

const isVideo = (value: unknown): value is Organization['organization_video'] =>
  typeof value === 'object' && value !== null && 'url' in value && 'check' in value;

/** One field's stored value, written for a reviewer. */
function FieldValue({
  field,
  value,
  label,
  fileUrl,
}: {
  field: string;
  value: unknown;
  label: string;
  fileUrl: string | undefined;
}) {
  const { t } = useTranslation();
  const empty = (
    <Text span c="dimmed">
      {t('review.value.empty')}
    </Text>
  );
  if (typeof value === 'boolean') return t(value ? 'review.value.yes' : 'review.value.no');
  if (Array.isArray(value)) {
    const names = value.map((item: { name?: string }) => item.name ?? '').filter(Boolean);
    return names.length ? names.join(', ') : empty;
  }
  if (isSection(value)) {
    return (
      <Stack gap={4}>
        <Text span size="sm">
          {t(value.to_display ? 'review.value.shown' : 'review.value.hidden')}
          {value.text ? ` · ${value.text}` : ''}
        </Text>
        {value.list.length > 0 && (
          <List size="sm">
            {value.list.map((entry, index) => (
              // Entries have no identity beyond their place.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <List.Item key={index}>
                {[entry.name, entry.text, entry.link].filter(Boolean).join(' · ')}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  }
  if (isVideo(value)) {
    if (!value.check) return t('review.value.hidden');
    return [value.url, value.name].filter(Boolean).join(' · ') || empty;
  }
  if (typeof value !== 'string' || value === '') return empty;
  if (PRIVATE_FILES.has(field)) {
    return fileUrl ? (
      <Anchor href={fileUrl} target="_blank" rel="noopener" size="sm">
        {t('review.value.openFile', { field: label })}
      </Anchor>
    ) : (
      <Text span c="dimmed">
        {t('review.value.fileUnavailable')}
      </Text>
    );
  }
  if (PUBLIC_IMAGES.has(field)) {
    return <Image src={toMediaUrl(value)} alt={label} h={72} w="auto" maw="100%" fit="contain" />;
  }
  if (RICH_TEXT.has(field)) {
    return (
      <Paper withBorder radius="md" p="sm">
        <RichText html={value} />
      </Paper>
    );
  }
  if (field === 'organization_type') return t(`onboarding.type.${value as 'ngo' | 'company'}`);
  return OPTION_LABELS[value] ?? value;
}

function Field({ label, asked, children }: { label: string; asked?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" component="dt" fw={500}>
        {label}
        {asked !== undefined && (
          <Badge ml="xs" size="xs" color="grape" variant="light">
            {t('review.value.asked')}
          </Badge>
        )}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
      {asked && (
        <Text size="xs" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
          {t('onboarding.review.note', { note: asked })}
        </Text>
      )}
    </div>
  );
}

/**
 * Every field the wizard asked of the organization (its country and type decide), by step, with
 * the wizard's labels (docs/product/verification.md#the-review-page): bank account numbers come masked, uploads open
 * through their signed links, and the fields asked about carry their notes.
 */
export function OrganizationFields({ review }: { review: ReviewOrganization }) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel();
  const files = new Map(review.files.map(({ field, url }) => [field, url]));
  const asked = new Map(review.requested_fields.map(({ field, note }) => [field, note]));
  const values = review.organization as Record<string, unknown>;
  return (
    <Stack gap="lg">
      {FIELDS_BY_STEP.map(({ step, fields }) => (
        <Card key={step.key} component="section" padding="lg" aria-labelledby={`step-${step.key}`}>
          <Title order={2} size="h4" mb="sm" id={`step-${step.key}`}>
            {t(`onboarding.steps.${step.key}`)}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
            {fields
              .filter((field) => isAskedOf(field, review.organization))
              .map((field) => {
                const label = labelOf(field);
                return (
                  <Field key={field} label={label} asked={asked.get(field)}>
                    <FieldValue
                      field={field}
                      value={values[field]}
                      label={label}
                      fileUrl={files.get(field)}
                    />
                  </Field>
                );
              })}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
