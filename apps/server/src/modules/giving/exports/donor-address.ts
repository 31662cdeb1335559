import type { AddressColumn, Cells } from './export-repository.ts';

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

/** An address so far with one more part, unless the part is empty. */
const withPart = (address: string, part: string) =>
  part ? (address ? `${address}, ${part}` : part) : address;

/** A donor's address on one line, as the exports write it: '12, Nehru Nagar, Pune, 411001, India'. */
export function formatDonorAddress(
  cells: Cells,
  at: Readonly<Record<AddressColumn, number>>,
): string {
  let address = withPart('', cells[at.address_line_1]?.trim() ?? '');
  address = withPart(address, cells[at.address_line_2]?.trim() ?? '');
  address = withPart(address, cells[at.address_city]?.trim() ?? '');
  address = withPart(address, cells[at.address_postal_code]?.trim() ?? '');
  return withPart(address, countryName(cells[at.address_country_code] ?? ''));
}
