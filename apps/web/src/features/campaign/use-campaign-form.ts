import {
  type CampaignForm,
  type CampaignKind,
  emptyCampaignForm,
} from '@givecrowd/shared/campaigns/campaign-form';
import {
  type CampaignAsItStands,
  validateCampaign,
  validateCampaignEdit,
} from '@givecrowd/shared/campaigns/campaign-rules';
import { useMarkedForm } from '@/hooks/use-marked-form';
import { localToday } from '@/lib/local-today';

/**
 * The campaign form, checked with the shared rules (validateCampaign) on submit: the first
 * failure goes to the error banner, every failing field is marked under it and the first is
 * focused; the server's refusals are marked the same way (useMarkedForm). Editing a campaign
 * (`editing`), it starts from the campaign's values and runs the edit's rules (validateCampaignEdit).
 */
export function useCampaignForm({
  kind,
  organization,
  editing,
}: {
  kind: CampaignKind;
  /** The organization to preselect, when there is one. */
  organization: string;
  editing?: { values: CampaignForm; current: CampaignAsItStands };
}) {
  return useMarkedForm({
    initialValues: editing?.values ?? { ...emptyCampaignForm, kind, organization },
    validate: (values) =>
      editing
        ? validateCampaignEdit(values, { today: localToday(), current: editing.current })
        : validateCampaign(values, localToday()),
  });
}
