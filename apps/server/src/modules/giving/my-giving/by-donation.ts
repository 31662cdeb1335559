/** Rows by their gift's id, in their order. */
export function byDonation<T extends { donationId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows)
    grouped.set(row.donationId, [...(grouped.get(row.donationId) ?? []), row]);
  return grouped;
}
