import { toE164Phone } from '@givecrowd/shared/organization/admin-phone';
import {
  formatReceiptNumber,
  type saveRegistrationPageRequestSchema,
} from '@givecrowd/shared/organization/draft-api';
import { isEmail, normalizePan } from '@givecrowd/shared/organization/formats';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import { validateRegistrationStep } from '@givecrowd/shared/organization/validate-registration-step';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, invariantFound } from '../../lib/errors.ts';
import { isUploadOwnedBy } from '../uploads/repository.ts';
import { draftSlugCandidates } from './draft-slug.ts';
import {
  findCountry,
  findOwnedOrganization,
  findUnknownCategories,
  insertDraft,
  isPhoneVerifiedBy,
  lockOwnedOrganization,
  type OrganizationRow,
  peekNextOrganizationNumber,
  updateDraftAtVersion,
} from './repository.ts';
import { resolveToday } from './resolve-today.ts';

type SaveRegistrationPageRequest = z.output<typeof saveRegistrationPageRequestSchema>;

export const DRAFT_MESSAGES = {
  notFound: 'Organization not found.',
  staleVersion: 'This draft was changed elsewhere. Reload it to see the latest version.',
  notDraft: 'This organization has been submitted and can no longer be changed here.',
  unknownCategory: (name: string) => `There is no category named "${name}".`,
  signatureNotYours: 'Please upload the digital signature again.',
  slugExhausted: 'Could not name the draft. Please try again.',
} as const;

/** Trimmed names, each once, in the order given. */
function normalizeCategories(categories: RegistrationForm['organization_categories']) {
  const names = [...new Set(categories.map(({ name }) => name.trim()).filter(Boolean))];
  return names.map((name) => ({ name }));
}

/** The storage key of an image reference: a key as the upload answered it, or its media URL. */
function toUploadKey(reference: string, mediaBaseUrl: string): string {
  const prefix = `${mediaBaseUrl}/`;
  return reference.startsWith(prefix) ? reference.slice(prefix.length) : reference;
}

/**
 * The page-1 form as the server will store it: the country's name and currency from the
 * countries table (never the browser's), the PAN upper case, categories de-duplicated.
 */
async function normalizeRegistrationForm(db: Database, form: RegistrationForm) {
  const countryCode = form.country_code.trim().toUpperCase();
  const country = countryCode ? await findCountry(db, countryCode) : undefined;
  if (countryCode && !country) {
    throw new AppError('bad_request', M.countryRequired, {
      errors: [{ field: 'country_code', message: M.countryRequired }],
    });
  }
  const normalized: RegistrationForm = {
    ...form,
    country_code: country?.code ?? '',
    organization_country: country?.name ?? '',
    currency: country?.currency ?? '',
    organization_pan_card_number: normalizePan(form.organization_pan_card_number),
    organization_admin_email: form.organization_admin_email.trim(),
    organization_categories: normalizeCategories(form.organization_categories),
  };
  return { form: normalized, callingCode: country?.callingCode ?? null };
}

/** SPEC-NOTES: verified means this user's own partner-otp-verify record, never a browser flag. */
async function isAdminPhoneVerified(
  db: Database,
  {
    userId,
    form,
    callingCode,
  }: { userId: string; form: RegistrationForm; callingCode: string | null },
): Promise<boolean> {
  const phone = toE164Phone(form.organization_admin_phone, callingCode);
  const email = form.organization_admin_email.toLowerCase();
  if (!phone || !isEmail(email)) return false;
  return isPhoneVerifiedBy(db, { userId, phone, email });
}

/** Checks that need the database: real categories, a signature this user uploaded. */
async function checkReferences(
  db: Database,
  { userId, form, mediaBaseUrl }: { userId: string; form: RegistrationForm; mediaBaseUrl: string },
) {
  const names = form.organization_categories.map(({ name }) => name);
  const [unknown] = await findUnknownCategories(db, names);
  if (unknown !== undefined) {
    throw new AppError('bad_request', M.categoryRequired, {
      errors: [
        { field: 'organization_categories', message: DRAFT_MESSAGES.unknownCategory(unknown) },
      ],
    });
  }
  const signature = form.organization_digital_signature.trim();
  if (!signature) return;
  const key = toUploadKey(signature, mediaBaseUrl);
  if (!(await isUploadOwnedBy({ db, key, ownerId: userId }))) {
    throw new AppError('bad_request', DRAFT_MESSAGES.signatureNotYours, {
      errors: [
        { field: 'organization_digital_signature', message: DRAFT_MESSAGES.signatureNotYours },
      ],
    });
  }
}

/** The key columns kept beside the JSON form. */
function keyColumns(form: RegistrationForm) {
  return {
    name: form.organization_name.trim(),
    countryCode: form.country_code,
    organizationType: form.organization_type || null,
  };
}

async function createDraft(
  db: Database,
  { userId, form }: { userId: string; form: RegistrationForm },
) {
  for (const slug of draftSlugCandidates(form.organization_name)) {
    const row = await insertDraft(db, {
      slug,
      ownerId: userId,
      status: 'draft',
      progressPage: 1,
      ...keyColumns(form),
      data: form,
    });
    if (row) return row;
  }
  throw new AppError('conflict', DRAFT_MESSAGES.slugExhausted);
}

/**
 * One transaction: lock the owner's draft, check the version the browser read, write. Saves of
 * one draft therefore apply one after another; a save that read an older version gets 409.
 */
async function updateDraft(
  db: Database,
  input: { userId: string; slug: string; version: number | undefined; form: RegistrationForm },
) {
  return db.transaction(async (tx) => {
    const row = invariantFound(
      await lockOwnedOrganization(tx, { slug: input.slug, ownerId: input.userId }),
      DRAFT_MESSAGES.notFound,
    );
    if (row.status !== 'draft') throw new AppError('conflict', DRAFT_MESSAGES.notDraft);
    if (input.version !== undefined && input.version !== row.version) {
      throw new AppError('conflict', DRAFT_MESSAGES.staleVersion);
    }
    const updated = await updateDraftAtVersion(tx, {
      id: row.id,
      version: row.version,
      changes: {
        ...keyColumns(input.form),
        data: { ...row.data, ...input.form },
        progressPage: Math.max(row.progressPage, 1),
      },
    });
    if (!updated) throw new AppError('conflict', DRAFT_MESSAGES.staleVersion);
    return updated;
  });
}

/**
 * `POST /api/organization/create/page/1`: validates step 0 with the shared ordered rules (400 with
 * the first failing message), then creates the draft, or updates the owner's draft named by slug.
 */
export async function saveRegistrationPage({
  db,
  userId,
  request,
  now,
  mediaBaseUrl,
}: {
  db: Database;
  userId: string;
  request: SaveRegistrationPageRequest;
  now: Date;
  mediaBaseUrl: string;
}): Promise<OrganizationRow> {
  const { slug, version, today, ...submitted } = request;
  const { form, callingCode } = await normalizeRegistrationForm(db, submitted);
  const result = validateRegistrationStep({
    form,
    isAdminPhoneVerified: await isAdminPhoneVerified(db, { userId, form, callingCode }),
    today: resolveToday(now, today),
  });
  if (!result.ok) throw new AppError('bad_request', result.message, { errors: result.errors });
  await checkReferences(db, { userId, form, mediaBaseUrl });
  if (slug === undefined) return createDraft(db, { userId, form });
  return updateDraft(db, { userId, slug, version, form });
}

/** `GET /api/organization/create/{slug}`: someone else's draft answers as a missing one. */
export async function loadOwnDraft({
  db,
  userId,
  slug,
}: {
  db: Database;
  userId: string;
  slug: string;
}): Promise<OrganizationRow> {
  return invariantFound(
    await findOwnedOrganization(db, { slug, ownerId: userId }),
    DRAFT_MESSAGES.notFound,
  );
}

/**
 * The first receipt number an organization would issue this year: its own number when the
 * owner names their draft, otherwise the number the next draft will get (a preview).
 */
export async function describeReceiptNumber({
  db,
  userId,
  slug,
  prefix,
  now,
}: {
  db: Database;
  userId: string | null;
  slug: string | undefined;
  prefix: string;
  now: Date;
}) {
  let unique: number;
  if (slug === undefined) {
    unique = await peekNextOrganizationNumber(db);
  } else {
    if (!userId) throw new AppError('unauthorized', 'Please log in to continue.');
    unique = (await loadOwnDraft({ db, userId, slug })).number;
  }
  const parts = { prefix, unique, year: now.getUTCFullYear() };
  return { ...parts, next: formatReceiptNumber(parts) };
}
