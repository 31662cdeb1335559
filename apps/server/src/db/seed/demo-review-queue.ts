import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { NDEP_PROGRAM } from '@givecrowd/shared/organization/registration-form';
import type { RequestedField } from '@givecrowd/shared/review/review-api';
import { REVIEW_MESSAGES } from '@givecrowd/shared/review/review-messages';
import type { GrantStatus } from '@givecrowd/shared/review/review-moves';
import type { DbExecutor } from '@/db/executor.ts';
import { organizationStatusChanges } from '@/db/schema.ts';
import type { DemoOrganization } from './demo-organizations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoChange = {
  daysAgo: number;
  role: 'owner' | 'reviewer';
  from: OrganizationStatus;
  to: OrganizationStatus;
  note: string;
  fields?: RequestedField[];
};

/**
 * A demo organization waiting for a reviewer (docs/product/verification.md#demo-data), so the
 * review console is not empty on a fresh start. None has an owner, campaigns, or a reviewer of
 * record.
 */
export type WaitingOrganization = DemoOrganization & {
  status: OrganizationStatus;
  grantStatus: GrantStatus;
  history: DemoChange[];
};

export const DEMO_REVIEW_QUEUE: WaitingOrganization[] = [
  {
    name: 'Vidya Setu Rural Schools Trust',
    countryCode: 'IN',
    type: 'ngo',
    city: 'Nagpur',
    categories: ['Education', 'Rural Development'],
    status: 'submitted',
    grantStatus: 'none',
    history: [
      {
        daysAgo: 3,
        role: 'owner',
        from: 'draft',
        to: 'submitted',
        note: REVIEW_MESSAGES.submittedNote,
      },
    ],
  },
  {
    name: 'Sunbeam Community Health Network',
    countryCode: 'IN',
    type: 'ngo',
    city: 'Indore',
    categories: ['Healthcare', 'Women Empowerment'],
    status: 'in_review',
    grantStatus: 'applied',
    history: [
      {
        daysAgo: 12,
        role: 'owner',
        from: 'draft',
        to: 'submitted',
        note: REVIEW_MESSAGES.submittedNote,
      },
      {
        daysAgo: 10,
        role: 'reviewer',
        from: 'submitted',
        to: 'in_review',
        note: 'Checking the registration certificate with the registrar.',
      },
    ],
  },
  {
    name: 'Lakeshore Youth Mentors Society',
    countryCode: 'CA',
    type: 'ngo',
    city: 'Toronto',
    categories: ['Child Welfare', 'Education'],
    status: 'needs_information',
    grantStatus: 'none',
    history: [
      {
        daysAgo: 9,
        role: 'owner',
        from: 'draft',
        to: 'submitted',
        note: REVIEW_MESSAGES.submittedNote,
      },
      {
        daysAgo: 8,
        role: 'reviewer',
        from: 'submitted',
        to: 'in_review',
        note: 'Starting the review.',
      },
      {
        daysAgo: 7,
        role: 'reviewer',
        from: 'in_review',
        to: 'needs_information',
        note: 'Two details are missing before we can approve the society.',
        fields: [
          {
            field: 'organization_registeration_number',
            note: 'Please enter the registration number exactly as the certificate prints it.',
          },
          {
            field: 'organization_phone',
            note: 'Please give a phone number where the society can be reached in office hours.',
          },
        ],
      },
    ],
  },
];

/** The key columns and form answers that set a waiting organization apart from the others. */
export function waitingColumns(organization: WaitingOrganization, now: Date) {
  const submitted = organization.history.filter((change) => change.to === 'submitted').at(-1);
  const isGrantProgram = organization.grantStatus !== 'none';
  return {
    status: organization.status,
    grantStatus: organization.grantStatus,
    progressPage: 4,
    submittedAt: new Date(now.getTime() - (submitted?.daysAgo ?? 0) * DAY_MS),
    data: isGrantProgram ? { is_grant_program: true, organization_program: NDEP_PROGRAM } : {},
  };
}

/** The history of each waiting organization: its audit rows, as the moves would have written them. */
export async function insertWaitingHistory(
  db: DbExecutor,
  {
    idBySlug,
    slugOf,
    now,
  }: { idBySlug: Map<string, string>; slugOf: (name: string) => string; now: Date },
): Promise<void> {
  const rows = DEMO_REVIEW_QUEUE.flatMap((organization) => {
    const organizationId = idBySlug.get(slugOf(organization.name));
    if (!organizationId) return [];
    return organization.history.map((change) => ({
      organizationId,
      actorId: null,
      actorRole: change.role,
      fromStatus: change.from,
      toStatus: change.to,
      grantStatus:
        change.to === 'submitted' && organization.grantStatus !== 'none'
          ? ('applied' as const)
          : null,
      note: change.note,
      fields: change.fields ?? [],
      createdAt: new Date(now.getTime() - change.daysAgo * DAY_MS),
    }));
  });
  if (rows.length > 0) await db.insert(organizationStatusChanges).values(rows);
}
