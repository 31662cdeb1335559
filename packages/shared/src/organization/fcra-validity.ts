/** An FCRA registration is valid for five years from its date (docs/product/verification.md#expiry-watch). */
export const FCRA_VALID_YEARS = 5;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day an FCRA registration of that date lapses, YYYY-MM-DD, unless renewed; null for a date
 * that is not a real YYYY-MM-DD day. 29 February's registration lapses on 1 March.
 */
export function fcraExpiresOn(registrationDate: string): string | null {
  if (!ISO_DAY.test(registrationDate)) return null;
  const date = new Date(`${registrationDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== registrationDate) {
    return null;
  }
  date.setUTCFullYear(date.getUTCFullYear() + FCRA_VALID_YEARS);
  return date.toISOString().slice(0, 10);
}
