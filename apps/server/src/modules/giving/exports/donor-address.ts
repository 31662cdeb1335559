import type { AddressColumn, CellOf, PackedRow } from './export-repository.ts';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Names already looked up: an export asks for the same few countries millions of times. */
const namesByCode = new Map<string, string>();

/** An ISO country code's English name; anything else as it was given. */
function countryName(code: string): string {
  let name = namesByCode.get(code);
  if (name === undefined) {
    const upper = code.trim().toUpperCase();
    name = /^[A-Z]{2}$/.test(upper) ? (countryNames.of(upper) ?? upper) : code.trim();
    if (namesByCode.size < 1_000) namesByCode.set(code, name);
  }
  return name;
}

/** A donor's address on one line, as the exports write it: '12, Nehru Nagar, Pune, 411001, India'. */
export function formatDonorAddress<Name extends string>(
  row: PackedRow,
  cell: CellOf<Name | AddressColumn>,
): string {
  return [
    cell(row, 'address_line_1'),
    cell(row, 'address_line_2'),
    cell(row, 'address_city'),
    cell(row, 'address_postal_code'),
    countryName(cell(row, 'address_country_code')),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
