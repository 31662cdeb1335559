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

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, ended by CRLF as RFC 4180 writes it. */
export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Text handed to the stream at a time, in characters: a small string that dies young, where a
 * batch's text as one string would be made in V8's large-object space, which only a full
 * collection frees; and the reader gets its first bytes while the rest is still being written.
 */
const CHUNK_CHARS = 32_000;

/** An export as CSV: its header line, its rows in batches, and how a row is written. */
export type CsvExport<Row> = {
  header: string;
  rows: AsyncIterable<readonly Row[]>;
  lineOf: (row: Row) => string;
};

async function* inChunks<Row>({ header, rows, lineOf }: CsvExport<Row>): AsyncGenerator<string> {
  let chunk = header;
  for await (const batch of rows) {
    for (const row of batch) {
      chunk += lineOf(row);
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
        // A turn of the event loop: the next batch's rows, already on their way, are read from
        // the database's socket while this one is written, instead of after all of it.
        await new Promise(setImmediate);
      }
    }
  }
  if (chunk) yield chunk;
}

/**
 * A byte stream of CSV made as it is read: the batches of rows are asked for more only when the
 * reader has taken what came before (backpressure), each row is written as its line only when its
 * chunk is made, and the reads stop when the reader goes away.
 */
export const csvStream = <Row>(csv: CsvExport<Row>): Readable =>
  Readable.from(inChunks(csv), { objectMode: false });
