import { formatPhone } from '@givecrowd/shared/phone/phone-number';

const SHOWN_DIGITS = 3;

/**
 * A phone (E.164) shown without giving it away: its country code and last three digits, in the
 * international format's groups (`+91 ••••• ••210`).
 */
export function maskPhone(phone: string): string {
  const formatted = formatPhone(phone);
  const space = formatted.indexOf(' ');
  const [code, rest] =
    space > 0 ? [formatted.slice(0, space), formatted.slice(space)] : ['', formatted];
  let shown = 0;
  const masked = [...rest]
    .reverse()
    .map((character) => {
      if (!/\d/.test(character)) return character;
      shown += 1;
      return shown <= SHOWN_DIGITS ? character : '•';
    })
    .reverse()
    .join('');
  return `${code}${masked}`;
}
