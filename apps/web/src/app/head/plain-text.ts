const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return NAMED_ENTITIES[name] ?? entity;
}

/**
 * The words of sanitized rich text (a story), for a description: tags dropped, entities decoded,
 * white space made single, at most `maxLength` characters, cut at a word with an ellipsis.
 */
export function richTextSummary(html: string, maxLength = 200): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(entity, name))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // The cut ends a word when a space follows it; else it goes back to the last space.
  const end = text[cut.length] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(end > maxLength / 2 ? cut.slice(0, end) : cut).trimEnd()}…`;
}
