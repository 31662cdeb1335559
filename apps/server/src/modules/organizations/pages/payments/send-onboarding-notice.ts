import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { DbExecutor } from '@/db/executor.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import type { Organization } from '@/modules/organizations/repository.ts';
import { onboardingIncompleteEmail } from './onboarding-incomplete-email.ts';

/**
 * Where the person finishes payment onboarding: the organization's step 2 in the wizard. Signed
 * in there, the owner gets a fresh onboarding link of their own (or connects an account); the
 * email itself carries none, since a link into the onboarding is the owner's alone
 * (docs/product/payments.md#onboarding-links) and this email may go to another address too.
 */
export function finishOnboardingLink({
  publicUrl,
  slug,
}: {
  publicUrl: string;
  slug: string;
}): string {
  return `${publicUrl}/organization/partner-onboarding?${new URLSearchParams({ slug })}`;
}

/**
 * The incomplete-onboarding email of a submitted organization (docs/product/wizard.md#incomplete-onboarding-email),
 * through the outbox in the caller's transaction: to the owner, and to the organization's email
 * when it is another address, both in the owner's language.
 */
export async function sendOnboardingNotice({
  tx,
  organization,
  owner,
  publicUrl,
}: {
  tx: DbExecutor;
  organization: Organization;
  owner: { email: string; locale: Locale };
  publicUrl: string;
}): Promise<void> {
  const organizationEmail = organization.form.organization_email.trim();
  const recipients = [owner.email];
  if (organizationEmail && organizationEmail.toLowerCase() !== owner.email.toLowerCase()) {
    recipients.push(organizationEmail);
  }
  const link = finishOnboardingLink({ publicUrl, slug: organization.slug });
  for (const to of recipients) {
    await enqueueMessage(
      tx,
      onboardingIncompleteEmail({
        locale: owner.locale,
        to,
        organizationName: organization.name,
        link,
      }),
    );
  }
}
