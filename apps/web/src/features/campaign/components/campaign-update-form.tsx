import { CAMPAIGN_UPDATE_MAX } from '@givecrowd/shared/campaigns/campaign-messages';
import { validateCampaignUpdateText } from '@givecrowd/shared/campaigns/campaign-update-rules';
import { Button, Checkbox, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/image-field/image-field';
import { usePostCampaignUpdate } from '@/features/campaign/api/campaign-updates';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';

/**
 * The owner's update form (docs/product/public-pages.md#updates): the text, an optional picture,
 * and whether to email it to the campaign's donors. The shared text rule runs first; a refusal of
 * the server shows under the field it names.
 */
export function CampaignUpdateForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const post = usePostCampaignUpdate(slug);
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [emailDonors, setEmailDonors] = useState(false);
  const [textError, setTextError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = validateCampaignUpdateText(text);
    setTextError(refusal);
    if (refusal) return;
    post.mutate(
      { text, image, email_donors: emailDonors },
      {
        onSuccess: ({ message, data }) => {
          const emailed = emailDonors
            ? ` ${t('campaign.updates.emailed', { count: data.emailed })}`
            : '';
          notifications.show({ color: 'green', message: `${translate(message)}${emailed}` });
          setText('');
          setImage(null);
          setEmailDonors(false);
        },
        onError: (error) => {
          const marks = error instanceof ApiError ? (error.errors ?? []) : [];
          if (marks.some(({ field }) => field === 'image')) setImageError(error.message);
          else setTextError(error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('campaign.updates.text')}
          description={t('campaign.updates.textHint', { max: CAMPAIGN_UPDATE_MAX })}
          rows={4}
          required
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setTextError(null);
          }}
          error={textError ? translate(textError) : null}
        />
        <ImageField
          label={t('campaign.updates.image')}
          purpose="campaign-assets"
          value={image}
          onChange={(key) => {
            setImage(key);
            setImageError(null);
          }}
          error={imageError ? translate(imageError) : null}
        />
        <Checkbox
          label={t('campaign.updates.emailDonors')}
          checked={emailDonors}
          onChange={(event) => setEmailDonors(event.currentTarget.checked)}
        />
        <Button type="submit" loading={post.isPending} w="fit-content">
          {t('campaign.updates.post')}
        </Button>
      </Stack>
    </form>
  );
}
