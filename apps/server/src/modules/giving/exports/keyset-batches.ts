/**
 * Batches of rows read one after another by keyset pagination: each read starts after the last
 * row of the batch before (`cursorOf`), and a batch shorter than `limit` is the last. While the
 * consumer works on a batch the next one is read (the database works meanwhile), never more:
 * at most two batches are held, and a consumer that stops reading stops the reads.
 */
export async function* keysetBatches<Row, Cursor>({
  read,
  cursorOf,
  limit,
}: {
  read: (after: Cursor | undefined) => Promise<Row[]>;
  cursorOf: (row: Row) => Cursor;
  limit: number;
}): AsyncGenerator<Row[]> {
  let next: Promise<Row[]> | null = read(undefined);
  try {
    while (next) {
      const rows: Row[] = await next;
      const last = rows.at(-1);
      next = last !== undefined && rows.length >= limit ? read(cursorOf(last)) : null;
      if (last !== undefined) yield rows;
    }
  } finally {
    // A consumer that went away leaves a read in flight: its failure is nobody's to report.
    next?.catch(() => {});
  }
}
