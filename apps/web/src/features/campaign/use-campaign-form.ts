import { type CampaignKind, emptyCampaignForm } from '@givecrowd/shared/campaigns/campaign-form';
import { validateCampaign } from '@givecrowd/shared/campaigns/campaign-rules';
import { useMarkedForm } from '@/hooks/use-marked-form';
import { localToday } from '@/lib/local-today';

/**
 * The campaign form, checked with the shared rules (validateCampaign) on submit: the first
 * failure goes to the error banner, every failing field is marked under it and the first is
 * focused; the server's refusals are marked the same way (useMarkedForm).
 */
export function useCampaignForm({
  kind,
  organization,
}: {
  kind: CampaignKind;
  /** The organization to preselect, when there is one. */
  organization: string;
}) {
  return useMarkedForm({
    initialValues: { ...emptyCampaignForm, kind, organization },
    validate: (values) => validateCampaign(values, localToday()),
  });
}
