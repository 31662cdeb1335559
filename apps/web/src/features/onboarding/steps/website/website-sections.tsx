import { toWebLink } from '@givecrowd/shared/organization/formats';
import {
  WEBSITE_SECTION_MAX_ENTRIES,
  WEBSITE_SECTIONS,
  type WebsiteSectionKey,
} from '@givecrowd/shared/organization/website-form';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReviewableArea } from '@/features/onboarding/review-request';
import { fieldId, type WizardForm } from '@/features/onboarding/use-wizard-form';

const EMPTY_ENTRY = { name: '', text: '', link: '' };

/** One repeatable section: whether to show it, its heading, and its entries. */
function SectionEditor({ form, section }: { form: WizardForm; section: WebsiteSectionKey }) {
  const { t } = useTranslation();
  const { list, to_display: shown } = form.values[section];
  const { error } = form.getInputProps(section);
  const name = t(`onboarding.website.sections.${section}.name`);
  // 'www.facebook.com/…' gets its https:// on leaving the field, as the server completes it
  // (docs/product/wizard.md#step-1-create-website).
  const completeLink = (index: number) => {
    const path = `${section}.list.${index}.link` as const;
    const typed = list[index]?.link ?? '';
    const completed = toWebLink(typed);
    if (completed !== null && completed !== typed) form.setFieldValue(path, completed);
  };

  return (
    <Fieldset legend={name} radius="md" id={`${fieldId(section)}-group`} variant="filled">
      <Stack gap="xs">
        <Checkbox
          {...form.getInputProps(`${section}.to_display`, { type: 'checkbox' })}
          label={t('onboarding.website.sections.show', { section: name })}
        />
        {shown && (
          <>
            <TextInput
              {...form.getInputProps(`${section}.text`)}
              label={t('onboarding.website.sections.heading')}
              maxLength={200}
            />
            {list.map((_entry, index) => (
              // Entries have no identity beyond their place; the list only grows or shrinks.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Paper key={index} withBorder p="sm" radius="md">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {t('onboarding.website.sections.entry', { number: index + 1 })}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => form.removeListItem(`${section}.list`, index)}
                      aria-label={t('onboarding.website.sections.remove', { number: index + 1 })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                  <TextInput
                    {...form.getInputProps(`${section}.list.${index}.name`)}
                    label={t(`onboarding.website.sections.${section}.entryName`)}
                    maxLength={120}
                  />
                  <Textarea
                    {...form.getInputProps(`${section}.list.${index}.text`)}
                    label={t(`onboarding.website.sections.${section}.entryText`)}
                    rows={3}
                    maxLength={1000}
                  />
                  <TextInput
                    {...form.getInputProps(`${section}.list.${index}.link`)}
                    onBlur={(event) => {
                      completeLink(index);
                      form.getInputProps(`${section}.list.${index}.link`).onBlur?.(event);
                    }}
                    label={t('onboarding.website.sections.link')}
                    placeholder="https://"
                    inputMode="url"
                  />
                </Stack>
              </Paper>
            ))}
            {typeof error === 'string' && (
              <Text size="sm" c="red" aria-live="polite">
                {error}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={list.length >= WEBSITE_SECTION_MAX_ENTRIES}
                onClick={() => form.insertListItem(`${section}.list`, { ...EMPTY_ENTRY })}
              >
                {t('onboarding.website.sections.add', { section: name })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

/** Testimonials, partners and media: optional sections of the home page. */
export function WebsiteSections({ form }: { form: WizardForm }) {
  return (
    <Stack gap="sm">
      {WEBSITE_SECTIONS.map(({ key }) => (
        <ReviewableArea key={key} field={key}>
          <SectionEditor form={form} section={key} />
        </ReviewableArea>
      ))}
    </Stack>
  );
}
