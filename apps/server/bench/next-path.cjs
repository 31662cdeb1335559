'use strict';

/**
 * autocannon's setupRequest for a load that follows a sequence of paths (bench/http.ts,
 * `sequence`). autocannon loads it by its path in its worker thread, as functions cannot cross
 * threads; the worker's connections share one cursor, so the paths are asked in the sequence's
 * order whatever connection is free, as a server would see them from many people.
 */
const { readFileSync } = require('node:fs');

const { paths, order } = JSON.parse(readFileSync(process.env.BENCH_SEQUENCE_FILE, 'utf8'));
let next = Number(process.env.BENCH_SEQUENCE_START ?? 0);

module.exports = (request) => {
  const path = paths[order[next % order.length]];
  next += 1;
  return { ...request, path };
};
