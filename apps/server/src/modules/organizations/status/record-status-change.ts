import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { BANK_ACCOUNTS, bankAccountField } from '@givecrowd/shared/payments/payments-form';
import type {
  RecordedRequestedField,
  RequestedField,
  STATUS_CHANGE_ACTORS,
} from '@givecrowd/shared/review/review-api';
import type { GrantDecision, GrantStatus } from '@givecrowd/shared/review/review-moves';
import type { DbExecutor } from '@/db/executor.ts';
import {
  type AnnouncedStatus,
  grantDecisionEmail,
  organizationStatusEmail,
} from '@/modules/mail/index.ts';
import { type Organization, writeStatusChange } from '../repository.ts';
import { siteAddress } from '../subdomains/site-url.ts';
import { notifyOrganization } from './notify-organization.ts';

/** Who makes a change: a user in a role, or the system (no user). */
export type StatusChangeActor = {
  id: string | null;
  role: (typeof STATUS_CHANGE_ACTORS)[number];
};

type ChangeContext = {
  /** An open transaction in which `organization` is locked (FOR UPDATE). */
  tx: DbExecutor;
  organization: Organization;
  actor: StatusChangeActor;
  note: string;
  now: Date;
  /** PUBLIC_URL: the emails' links are built on it. */
  publicUrl: string;
  /** PLATFORM_DOMAIN: the approval email names the site's own address on it. */
  platformDomain?: string;
};

/**
 * Where the email of a status sends the organization next; an approved one to its own site
 * (docs/product/site-addresses.md#the-sites-address), or its page on the platform before it has
 * an address.
 */
function linkFor(
  status: OrganizationStatus,
  { slug, subdomain, customDomain }: Organization,
  { publicUrl, platformDomain }: { publicUrl: string; platformDomain?: string },
): string {
  if (status === 'needs_information') {
    return `${publicUrl}/organization/partner-onboarding?${new URLSearchParams({ slug })}`;
  }
  if (status === 'approved') {
    const site =
      platformDomain && siteAddress({ subdomain, customDomain, publicUrl, platformDomain });
    return site || `${publicUrl}/organization/${encodeURIComponent(slug)}`;
  }
  return `${publicUrl}/dashboard`;
}

/** The bank account numbers, sealed at rest: never copied into the record. */
const SEALED_FIELDS: ReadonlySet<string> = new Set(
  BANK_ACCOUNTS.flatMap(({ prefix }) => [
    bankAccountField(prefix, 'account_number'),
    bankAccountField(prefix, 're_account_number'),
  ]),
);

/**
 * The requested fields with the values they had when asked (docs/product/verification.md#what-changed):
 * text and checks only, never a sealed account number.
 */
function withValuesAsked(
  fields: readonly RequestedField[],
  organization: Organization,
): RecordedRequestedField[] {
  const form = organization.form as Record<string, unknown>;
  return fields.map((requested) => {
    const value = form[requested.field];
    const isKept =
      !SEALED_FIELDS.has(requested.field) &&
      (typeof value === 'string' || typeof value === 'boolean');
    return isKept ? { ...requested, was: value } : requested;
  });
}

/**
 * Moves a locked organization to `to` (docs/product/verification.md#the-move), all in the caller's
 * transaction: the status (and `submitted_at` on a submission or resubmission, the grant status
 * when given), one append-only audit row, and the email of the change queued through the
 * outbox. A failure anywhere rolls back all three. The caller has checked the move is allowed.
 */
export async function recordStatusChange({
  tx,
  organization,
  to,
  grantStatus,
  fields = [],
  actor,
  note,
  now,
  publicUrl,
  platformDomain,
}: ChangeContext & {
  to: AnnouncedStatus;
  /** The grant status this change sets: `applied` at a grant program's Submit. */
  grantStatus?: GrantStatus;
  fields?: RequestedField[];
}): Promise<Organization> {
  const isSubmission = to === 'submitted' || to === 'resubmitted';
  const recorded = to === 'needs_information' ? withValuesAsked(fields, organization) : fields;
  const updated = await writeStatusChange(tx, {
    change: {
      organizationId: organization.id,
      actorId: actor.id,
      actorRole: actor.role,
      fromStatus: organization.status,
      toStatus: to,
      grantStatus: grantStatus ?? null,
      note,
      fields: recorded,
      createdAt: now,
    },
    grantStatus,
    submittedAt: isSubmission ? now : undefined,
  });
  await notifyOrganization(tx, updated, (recipient, locale) =>
    organizationStatusEmail({
      locale,
      to: recipient,
      organizationName: updated.name,
      status: to,
      note,
      fields,
      link: linkFor(to, updated, { publicUrl, platformDomain }),
    }),
  );
  return updated;
}

/**
 * Records a reviewer's grant decision on a locked organization
 * (docs/product/verification.md#grant-program): the grant status, one audit row that keeps the
 * status on both sides and names the decision, and its email — in the caller's transaction.
 */
export async function recordGrantDecision({
  tx,
  organization,
  decision,
  actor,
  note,
  now,
  publicUrl,
}: ChangeContext & { decision: GrantDecision }): Promise<Organization> {
  const updated = await writeStatusChange(tx, {
    change: {
      organizationId: organization.id,
      actorId: actor.id,
      actorRole: actor.role,
      fromStatus: organization.status,
      toStatus: organization.status,
      grantStatus: decision,
      note,
      fields: [],
      createdAt: now,
    },
    grantStatus: decision,
    submittedAt: undefined,
  });
  await notifyOrganization(tx, updated, (recipient, locale) =>
    grantDecisionEmail({
      locale,
      to: recipient,
      organizationName: updated.name,
      decision,
      note,
      link: linkFor(updated.status, updated, { publicUrl }),
    }),
  );
  return updated;
}
