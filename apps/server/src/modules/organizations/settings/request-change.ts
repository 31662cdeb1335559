import { mediaKeyFromUrl } from '@givecrowd/shared/media/media-url';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type {
  ChangeRequestRequest,
  FieldChange,
} from '@givecrowd/shared/organization/settings/settings-api';
import {
  CHANGE_REQUEST_SECTIONS,
  type RegistrationChangeSection,
} from '@givecrowd/shared/organization/settings/settings-fields';
import { SETTINGS_MESSAGES } from '@givecrowd/shared/organization/settings/settings-messages';
import { validateRegistrationStep } from '@givecrowd/shared/organization/validate-registration-step';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { resolveToday } from '@/lib/resolve-today.ts';
import { isUploadOwnedBy } from '@/modules/uploads/index.ts';
import { isAdminPhoneVerified } from '../pages/registration/is-admin-phone-verified.ts';
import { normalizeRegistrationForm } from '../pages/registration/normalize-registration-form.ts';
import { findOwnedOrganization, type Organization } from '../repository.ts';
import { bankAccountChanges } from './bank-account-changes.ts';
import { assertSectionRules, assertSomethingChanged, changedFields } from './changed-fields.ts';
import { lockOwnApprovedOrganization } from './lock-own-approved.ts';
import {
  appendSettingsHistory,
  type ChangeRequestRow,
  findPendingChangeRequest,
  insertChangeRequest,
  markChangeRequestDecided,
} from './settings-repository.ts';

/**
 * A new signatory phone or email must be verified again, as at registration; the one verified
 * before the first Submit stays verified.
 */
async function isSignatoryVerified({
  db,
  ownerId,
  organization,
  form,
}: {
  db: Parameters<typeof isAdminPhoneVerified>[0]['db'];
  ownerId: string;
  organization: Organization;
  form: Organization['form'];
}): Promise<boolean> {
  const isSame =
    form.organization_admin_phone === organization.form.organization_admin_phone &&
    form.organization_admin_email === organization.form.organization_admin_email;
  return isSame || isAdminPhoneVerified({ db, ownerId, form });
}

/**
 * A new signature must be the owner's own upload, as at registration (the one stored stays). Read
 * before the transaction: the upload check reads outside it.
 */
async function assertOwnSignature({
  db,
  ownerId,
  slug,
  request,
  mediaBaseUrl,
}: {
  db: Database;
  ownerId: string;
  slug: string;
  request: ChangeRequestRequest;
  mediaBaseUrl: string;
}): Promise<void> {
  if (request.section !== 'tax_exemption') return;
  const typed = request.values.organization_digital_signature.trim();
  const key = mediaKeyFromUrl({ mediaBaseUrl, url: typed }) ?? typed;
  const stored = await findOwnedOrganization(db, { slug, ownerId });
  if (!key || !stored || stored.form.organization_digital_signature === key) return;
  if (await isUploadOwnedBy({ db, key, ownerId })) return;
  const message = DRAFT_MESSAGES.signatureNotYours;
  throw new AppError('bad_request', message, {
    errors: [{ field: 'organization_digital_signature', message }],
  });
}

/**
 * A change of an approved organization's legal details, sent to a reviewer
 * (docs/product/organization-settings.md#change-requests): the section checked with step 0's
 * shared rules over the whole form, each changed field stored with the value shown now beside
 * the new one, and a history entry. The organization keeps showing the values it has until a
 * reviewer approves. 409 while another change request waits: one at a time, so a reviewer never
 * approves values they did not see.
 */
export async function requestChange({
  db,
  ownerId,
  slug,
  request,
  now,
  mediaBaseUrl,
  bankAccountKey,
}: {
  db: Database;
  ownerId: string;
  slug: string;
  request: ChangeRequestRequest;
  now: Date;
  mediaBaseUrl: string;
  bankAccountKey: Buffer;
}): Promise<{ organization: Organization; changeRequest: ChangeRequestRow }> {
  await assertOwnSignature({ db, ownerId, slug, request, mediaBaseUrl });
  return db.transaction(async (tx) => {
    const organization = await lockOwnApprovedOrganization(tx, { slug, ownerId });
    if (await findPendingChangeRequest(tx, organization.id)) {
      throw new AppError('conflict', SETTINGS_MESSAGES.changeRequestWaiting);
    }
    const { fields, changes } =
      request.section === 'bank_accounts'
        ? await bankAccountChanges({
            tx,
            ownerId,
            organization,
            values: request.values,
            bankAccountKey,
          })
        : await registrationChanges({ tx, ownerId, organization, request, now, mediaBaseUrl });
    const changeRequest = await insertChangeRequest(tx, {
      organizationId: organization.id,
      section: request.section,
      changes,
      requestedBy: ownerId,
      createdAt: now,
    });
    if (!changeRequest) throw new AppError('conflict', SETTINGS_MESSAGES.changeRequestWaiting);
    await appendSettingsHistory(tx, {
      organization,
      history: {
        actorId: ownerId,
        actorRole: 'owner',
        event: 'change_requested',
        fields,
        note: SETTINGS_MESSAGES.changeRequestedNote,
        now,
      },
    });
    return { organization, changeRequest };
  });
}

/**
 * What a change of a step-0 section changes: the section checked with step 0's shared rules and
 * normalizing over the whole form, and each changed field beside its value now.
 */
async function registrationChanges({
  tx,
  ownerId,
  organization,
  request,
  now,
  mediaBaseUrl,
}: {
  tx: DbExecutor;
  ownerId: string;
  organization: Organization;
  request: Extract<ChangeRequestRequest, { section: RegistrationChangeSection }>;
  now: Date;
  mediaBaseUrl: string;
}): Promise<{ fields: string[]; changes: FieldChange[] }> {
  const current = organization.form;
  const form = {
    ...current,
    ...(await normalizeRegistrationForm({
      db: tx,
      form: { ...current, ...request.values },
      mediaBaseUrl,
    })),
  };
  const sectionFields = CHANGE_REQUEST_SECTIONS[request.section];
  const result = validateRegistrationStep({
    form,
    isAdminPhoneVerified: await isSignatoryVerified({ db: tx, ownerId, organization, form }),
    today: resolveToday(now, request.today),
  });
  assertSectionRules(result.ok ? [] : result.errors, sectionFields);
  const fields = changedFields(sectionFields, current, form);
  assertSomethingChanged(fields);
  return {
    fields,
    changes: fields.map((field) => ({ field, old: current[field], new: form[field] })),
  };
}

/**
 * The owner takes back the change request waiting for a reviewer
 * (docs/product/organization-settings.md#change-requests): it is kept, marked withdrawn, with a
 * history entry, and another can be sent at once. 409 when none waits (a reviewer may have
 * decided it a moment before).
 */
export async function withdrawChangeRequest({
  db,
  ownerId,
  slug,
  now,
}: {
  db: Database;
  ownerId: string;
  slug: string;
  now: Date;
}): Promise<Organization> {
  return db.transaction(async (tx) => {
    const organization = await lockOwnApprovedOrganization(tx, { slug, ownerId });
    const pending = await findPendingChangeRequest(tx, organization.id);
    if (!pending) throw new AppError('conflict', SETTINGS_MESSAGES.noChangeRequestWaiting);
    await markChangeRequestDecided(tx, {
      id: pending.id,
      status: 'withdrawn',
      decidedBy: ownerId,
      note: '',
      now,
    });
    await appendSettingsHistory(tx, {
      organization,
      history: {
        actorId: ownerId,
        actorRole: 'owner',
        event: 'change_withdrawn',
        fields: pending.changes.map((change) => change.field),
        note: SETTINGS_MESSAGES.changeWithdrawnNote,
        now,
      },
    });
    return organization;
  });
}
