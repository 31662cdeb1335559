import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { categories, countries, verifiedPhones } from '@/db/schema.ts';

export async function findCountry(db: DbExecutor, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  return row;
}

/** The names among `names` that no category has. */
export async function findUnknownCategories(db: DbExecutor, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(inArray(categories.name, names));
  const known = new Set(rows.map((row) => row.name));
  return names.filter((name) => !known.has(name));
}

/** Whether this user proved this phone and signatory email with partner-otp-verify. */
export async function isPhoneVerifiedBy(
  db: DbExecutor,
  claim: { userId: string; phone: string; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ phone: verifiedPhones.phone })
    .from(verifiedPhones)
    .where(
      and(
        eq(verifiedPhones.userId, claim.userId),
        eq(verifiedPhones.phone, claim.phone),
        eq(verifiedPhones.email, claim.email),
      ),
    )
    .limit(1);
  return row !== undefined;
}
