import { formatAmount } from '@givecrowd/shared/money/format-amount';
import { escapeHtml } from './demo-website.ts';

/**
 * The story of a demo campaign, as an organization would write it in the campaign form: its
 * summary, then how the money is spent. Plain rich text of the shared policy, so cleaning it
 * changes nothing.
 */
export function composeDemoCampaignStory({
  summary,
  goal,
  currency,
  category,
  organizationName,
}: {
  summary: string;
  goal: number;
  currency: string;
  category: string;
  organizationName: string;
}): string {
  return [
    `<p>${escapeHtml(summary)}</p>`,
    '<h2>How the money is spent</h2>',
    '<ul>',
    `<li>The goal, ${escapeHtml(formatAmount(goal, currency))}, pays for the whole plan: nothing of it goes to unrelated work.</li>`,
    `<li>Anything raised above the goal goes to ${escapeHtml(organizationName)}’s next ${escapeHtml(category.toLowerCase())} campaign.</li>`,
    '<li>Every donation gets a receipt by email, and every supporter hears what the campaign achieved once it ends.</li>',
    '</ul>',
  ].join('');
}
