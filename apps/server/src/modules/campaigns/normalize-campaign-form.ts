import { type CampaignForm, parseGoal } from '@givecrowd/shared/campaigns/campaign-form';
import { mediaKeyFromUrl } from '@givecrowd/shared/media/media-url';
import { sanitizeRichText } from '@/lib/sanitize-rich-text.ts';

/**
 * The campaign form as the server checks and stores it: texts trimmed, the goal as its digits
 * ('₹1,50,000' → '150000'), the image as a media key, the story cleaned by the shared allow-list.
 * A value the rules will refuse is kept as typed, so their message names it.
 */
export function normalizeCampaignForm({
  form,
  mediaBaseUrl,
}: {
  form: CampaignForm;
  mediaBaseUrl: string;
}): CampaignForm {
  const goal = parseGoal(form.goal);
  const image = form.image.trim();
  return {
    ...form,
    organization: form.organization.trim(),
    title: form.title.trim().replace(/\s+/g, ' '),
    category: form.category.trim(),
    goal: goal === null ? form.goal : String(goal),
    end_date: form.end_date.trim(),
    image: mediaKeyFromUrl({ mediaBaseUrl, url: image }) ?? image,
    story: sanitizeRichText(form.story, { mediaBaseUrl }),
  };
}
