import { Input } from '@mantine/core';
import { type DonationFormField, errorIdOf } from '@/features/giving/donation-page-data';

/**
 * Where a field's message shows: Mantine's error text, empty and hidden until the page's script
 * marks the field (docs/decisions/012).
 */
export function FieldError({ field }: { field: DonationFormField }) {
  return <Input.Error id={errorIdOf(field)} data-error-of={field} mt={5} hidden />;
}
