import type sharpModule from 'sharp';

let loaded: Promise<typeof sharpModule> | undefined;

/**
 * The image library, loaded on first use rather than at start: it is a large part of an idle
 * server's memory (docs/product/faults.md#memory-at-rest). Its operation cache is off: every image
 * is processed once, so a cache would only hold memory.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
