import type { LiveSettingsRequest } from '@givecrowd/shared/organization/settings/settings-api';
import {
  CATEGORY_SETTINGS_FIELDS,
  CONTACT_SETTINGS_FIELDS,
  SITE_SETTINGS_FIELDS,
} from '@givecrowd/shared/organization/settings/settings-fields';
import { SETTINGS_MESSAGES } from '@givecrowd/shared/organization/settings/settings-messages';
import { validateRegistrationStep } from '@givecrowd/shared/organization/validate-registration-step';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { resolveToday } from '@/lib/resolve-today.ts';
import { claimOwnDomain } from '../own-domains/claim-own-domain.ts';
import { assertKnownCategories } from '../pages/registration/check-registration-references.ts';
import { normalizeRegistrationForm } from '../pages/registration/normalize-registration-form.ts';
import { checkWebsiteReferences } from '../pages/website/check-website-references.ts';
import { normalizeWebsiteForm } from '../pages/website/normalize-website-form.ts';
import { assertWebsiteRules } from '../pages/website/save-website-page.ts';
import type { Organization } from '../repository.ts';
import { assertSectionRules, assertSomethingChanged, changedFields } from './changed-fields.ts';
import { lockOwnApprovedOrganization } from './lock-own-approved.ts';
import { writeSettingsChange } from './settings-repository.ts';

type LiveSave = {
  tx: DbExecutor;
  organization: Organization;
  ownerId: string;
  now: Date;
  mediaBaseUrl: string;
};

/**
 * The site section: step 1's rules and normalizing as the wizard's page 2 (the images the
 * owner's own uploads, the own domain claimed anew when it changes), written at once.
 */
async function saveSite({
  tx,
  organization,
  ownerId,
  now,
  mediaBaseUrl,
  platformDomain,
  values,
}: LiveSave & {
  platformDomain: string;
  values: Extract<LiveSettingsRequest, { section: 'site' }>['values'];
}): Promise<Organization> {
  const current = organization.form;
  const form = normalizeWebsiteForm({ form: { ...current, ...values }, mediaBaseUrl });
  assertWebsiteRules(form, platformDomain);
  const fields = changedFields(SITE_SETTINGS_FIELDS, current, form);
  assertSomethingChanged(fields);
  await checkWebsiteReferences({ db: tx, ownerId, form });
  const answers = Object.fromEntries(
    [...SITE_SETTINGS_FIELDS, 'is_you_tube_video' as const].map((field) => [field, form[field]]),
  );
  const domainColumns = await claimOwnDomain({
    tx,
    row: organization,
    domain: form.is_organization_domain ? form.organization_domain : null,
  });
  return writeSettingsChange(tx, {
    organization,
    answers,
    columns: { logo: form.organization_logo || null, ...domainColumns },
    history: {
      actorId: ownerId,
      actorRole: 'owner',
      event: 'site_updated',
      fields,
      note: SETTINGS_MESSAGES.siteUpdatedNote,
      now,
    },
  });
}

/** The step-0 live sections: their fields, and what their history entry says. */
const REGISTRATION_SECTIONS = {
  contact: {
    fields: CONTACT_SETTINGS_FIELDS,
    event: 'contact_updated',
    note: SETTINGS_MESSAGES.contactUpdatedNote,
  },
  categories: {
    fields: CATEGORY_SETTINGS_FIELDS,
    event: 'categories_updated',
    note: SETTINGS_MESSAGES.categoriesUpdatedNote,
  },
} as const;

/**
 * The public contact details or the categories: step 0's rules for those fields and its
 * normalizing (phones in E.164, categories each once and each one of the catalog's).
 */
async function saveRegistrationSection({
  tx,
  organization,
  ownerId,
  now,
  mediaBaseUrl,
  request,
}: LiveSave & {
  request: Extract<LiveSettingsRequest, { section: keyof typeof REGISTRATION_SECTIONS }>;
}): Promise<Organization> {
  const { fields: sectionFields, event, note } = REGISTRATION_SECTIONS[request.section];
  const current = organization.form;
  const form = await normalizeRegistrationForm({
    db: tx,
    form: { ...current, ...request.values },
    mediaBaseUrl,
  });
  const result = validateRegistrationStep({
    form,
    isAdminPhoneVerified: true,
    today: resolveToday(now, undefined),
  });
  assertSectionRules(result.ok ? [] : result.errors, sectionFields);
  await assertKnownCategories(tx, form);
  const fields = changedFields(sectionFields, current, form);
  assertSomethingChanged(fields);
  return writeSettingsChange(tx, {
    organization,
    answers: Object.fromEntries(sectionFields.map((field) => [field, form[field]])),
    history: { actorId: ownerId, actorRole: 'owner', event, fields, note, now },
  });
}

/**
 * A live section of an approved organization's settings saved
 * (docs/product/organization-settings.md#what-changes-how): validated with the wizard's shared
 * rules, written at once with its history entry, and visitors see it on commit.
 */
export async function saveLiveSettings({
  db,
  ownerId,
  slug,
  request,
  now,
  mediaBaseUrl,
  platformDomain,
}: {
  db: Database;
  ownerId: string;
  slug: string;
  request: LiveSettingsRequest;
  now: Date;
  mediaBaseUrl: string;
  platformDomain: string;
}): Promise<Organization> {
  return db.transaction(async (tx) => {
    const organization = await lockOwnApprovedOrganization(tx, { slug, ownerId });
    const save = { tx, organization, ownerId, now, mediaBaseUrl };
    return request.section === 'site'
      ? saveSite({ ...save, platformDomain, values: request.values })
      : saveRegistrationSection({ ...save, request });
  });
}
