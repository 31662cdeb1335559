import { Readable } from 'node:stream';

/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/**
 * Text a spreadsheet would run as a formula (CSV injection): a cell starting with one of these is
 * written with a leading apostrophe, which the spreadsheet shows as text and does not run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (a negative amount) starts with '-' but runs nothing: it is left as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** RFC 4180: a cell holding a quote, a comma or a line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;
/** Either of the two: most cells are neither, and are written as they are after this one test. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  if (!NEEDS_CARE.test(value)) return value;
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, ended by CRLF as RFC 4180 writes it. */
export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Bytes handed to the stream at a time. Each line is written into the chunk as it is made, so no
 * text bigger than a line is made; zlib's Brotli at quality 1 compresses each piece it is given on
 * its own, and gives a piece out for each, so big pieces compress smaller, in less time, and
 * reach the socket in fewer writes.
 */
const CHUNK_BYTES = 64 * 1024;

/** An export as CSV: its header line, its rows in batches, and how a row is written. */
export type CsvExport<Row> = {
  header: string;
  rows: AsyncIterable<readonly Row[]>;
  lineOf: (row: Row) => string;
};

async function* inChunks<Row>({ header, rows, lineOf }: CsvExport<Row>): AsyncGenerator<Buffer> {
  let chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, header.length * 3));
  let used = chunk.write(header);
  for await (const batch of rows) {
    for (const row of batch) {
      const line = lineOf(row);
      // A character of a text is at most three bytes in UTF-8 (a pair of surrogates, four).
      const room = line.length * 3;
      if (used + room > chunk.length) {
        if (used > 0) {
          yield chunk.subarray(0, used);
          // A turn of the event loop: the next batch's rows, already on their way, are read from
          // the database's socket while this one is written, instead of after all of it.
          await new Promise(setImmediate);
        }
        chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, room));
        used = 0;
      }
      used += chunk.write(line, used);
    }
  }
  if (used > 0) yield chunk.subarray(0, used);
}

/**
 * A byte stream of CSV made as it is read: the batches of rows are asked for more only when the
 * reader has taken what came before (backpressure), each row is written as its line only when its
 * chunk is made, and the reads stop when the reader goes away.
 */
export const csvStream = <Row>(csv: CsvExport<Row>): Readable =>
  Readable.from(inChunks(csv), { objectMode: false });
