/** Which compression a client takes (the catalog's stored answers, the kept pages). */

export type Encoding = 'br' | 'gzip' | 'identity';

/** Preferred first when a client accepts several equally. */
const ENCODINGS: readonly Exclude<Encoding, 'identity'>[] = ['br', 'gzip'];

/**
 * The encoding to answer in by Accept-Encoding (RFC 9110 §12.5.3): the accepted one with the
 * highest weight, brotli before gzip on a tie; `*` stands for any encoding not named; `q=0`
 * refuses. Without the header, or when neither is accepted, the bytes as they are.
 */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && !Number.isNaN(weight)) weights.set(name, weight);
  }
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
