import type { CampaignKind } from '@givecrowd/shared/campaigns/campaign-form';
import {
  CAMPAIGN_TITLE_MAX,
  CAMPAIGN_TITLE_MIN,
} from '@givecrowd/shared/campaigns/campaign-messages';
import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { ImageField } from '@/components/image-field/image-field';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { useCreateCampaign } from '@/features/campaign/api/create-campaign';
import { useEditCampaign } from '@/features/campaign/api/edit-campaign';
import { useCampaignForm } from '@/features/campaign/use-campaign-form';
import { ApiError } from '@/lib/api-client';
import { useCatalogNames } from '@/lib/catalog-names';
import { localToday } from '@/lib/local-today';
import { useMessage } from '@/lib/use-message';

type CampaignFormProps = {
  kind: CampaignKind;
  organizations: readonly { _id: string; organization_name: string }[];
  /** The organization to preselect (its `_id`), when there is one. */
  organization: string;
  /**
   * The campaign being edited (docs/product/public-pages.md#editing-a-campaign): the form starts
   * from it, keeps its organization and saves with `PATCH`.
   */
  campaign?: CampaignPage;
};

/** The form's values of a campaign as its page shows it. */
const valuesOf = (campaign: CampaignPage) => ({
  organization: campaign.organization._id,
  kind: campaign.kind,
  title: campaign.title,
  category: campaign.category,
  goal: String(campaign.goal),
  end_date: campaign.end_date,
  image: campaign.asset,
  story: campaign.story,
});

const tomorrowOf = (today: string) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The campaign or event form (docs/product/public-pages.md#creating-a-campaign-or-an-event), its
 * fields in the order of the rules. On submit the shared rules run first; then the server's
 * answer either opens the new page or marks what it refused.
 */
export function CampaignForm({ kind, organizations, organization, campaign }: CampaignFormProps) {
  const { t } = useTranslation();
  const names = useCatalogNames();
  const translate = useMessage();
  const navigate = useNavigate();
  const categories = useCategories({ errorBanner: false });
  const create = useCreateCampaign();
  const edit = useEditCampaign();
  const { form, check, reject, fieldId } = useCampaignForm({
    kind,
    organization,
    editing: campaign && {
      values: valuesOf(campaign),
      current: { end_date: campaign.end_date, raised: campaign.raised },
    },
  });
  const markOf = (field: 'image' | 'story') => {
    const { error } = form.getInputProps(field);
    return typeof error === 'string' ? error : null;
  };
  const isEvent = kind === 'event';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    const onError = (error: Error) =>
      reject(error.message, error instanceof ApiError ? error.errors : []);
    if (campaign) {
      const { organization: _kept, kind: _kind, ...values } = form.getValues();
      edit.mutate(
        { slug: campaign.slug, request: { ...values, today: localToday() } },
        {
          onSuccess: (answer) => {
            notifications.show({ color: 'green', message: translate(answer.message) });
            void navigate(`/campaign/${answer.data.slug}`);
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { ...form.getValues(), today: localToday() },
      {
        onSuccess: (created) => {
          // Public at once only when its organization is approved (docs/product/verification.md).
          const said = created.preview ? 'createdPreview' : 'created';
          notifications.show({
            color: 'green',
            message: t(`campaign.form.${said}${isEvent ? 'Event' : ''}` as const),
          });
          void navigate(`/campaign/${created.slug}`);
        },
        onError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('campaign.form.organization')}
          placeholder={t('campaign.form.organizationPlaceholder')}
          data={organizations.map((entry) => ({
            value: entry._id,
            label: entry.organization_name,
          }))}
          required
          allowDeselect={false}
          disabled={campaign !== undefined}
          {...form.getInputProps('organization')}
        />
        <TextInput
          label={t('campaign.form.title')}
          description={t('campaign.form.titleHint', {
            min: CAMPAIGN_TITLE_MIN,
            max: CAMPAIGN_TITLE_MAX,
          })}
          required
          {...form.getInputProps('title')}
        />
        <Select
          label={t('campaign.form.category')}
          placeholder={t('campaign.form.categoryPlaceholder')}
          data={(categories.data ?? []).map(({ name }) => ({
            value: name,
            label: names.category(name),
          }))}
          searchable
          required
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <TextInput
          label={t('campaign.form.goal')}
          description={t('campaign.form.goalHint')}
          inputMode="numeric"
          required
          {...form.getInputProps('goal')}
        />
        <TextInput
          type="date"
          label={t(isEvent ? 'campaign.form.eventDate' : 'campaign.form.endDate')}
          description={t(isEvent ? 'campaign.form.eventDateHint' : 'campaign.form.endDateHint')}
          min={tomorrowOf(localToday())}
          required
          {...form.getInputProps('end_date')}
        />
        <div id={fieldId('image')}>
          <ImageField
            label={t(isEvent ? 'campaign.form.eventImage' : 'campaign.form.image')}
            purpose="campaign-assets"
            required
            value={form.values.image || null}
            onChange={(key) => form.setFieldValue('image', key ?? '')}
            error={markOf('image')}
          />
        </div>
        <div id={fieldId('story')}>
          <RichTextEditor
            label={t('campaign.form.story')}
            required
            value={form.values.story}
            onChange={(html) => form.setFieldValue('story', html)}
            error={markOf('story')}
          />
        </div>
        <Button type="submit" loading={create.isPending || edit.isPending} w="fit-content">
          {campaign
            ? t('campaign.edit.submit')
            : t(isEvent ? 'campaign.form.submitEvent' : 'campaign.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
