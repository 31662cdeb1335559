import type { HttpFigures } from './http.ts';

/** One figure with a performance target (README.md#measured-figures), as measured. */
export type TargetRow = {
  name: string;
  connections: number;
  figures: HttpFigures;
  /** Requests per second against the bare server's in the same run. */
  ratio?: number;
  target: string;
  met: boolean;
};

/** The closing table: every figure with a target, and whether this run met it. */
export function formatTargets(rows: readonly TargetRow[]): string[] {
  const header = [
    'figure'.padEnd(24),
    'conns'.padStart(5),
    'req/s'.padStart(7),
    'p99 ms'.padStart(7),
    'ratio'.padStart(6),
    '  target'.padEnd(36),
    'met',
  ].join(' ');
  return [
    header,
    ...rows.map((row) =>
      [
        row.name.padEnd(24),
        String(row.connections).padStart(5),
        String(row.figures.requestsPerSecond).padStart(7),
        String(row.figures.p99Ms).padStart(7),
        (row.ratio === undefined ? '' : row.ratio.toFixed(2)).padStart(6),
        `  ${row.target}`.padEnd(36),
        row.met ? 'yes' : 'NO',
      ].join(' '),
    ),
  ];
}
