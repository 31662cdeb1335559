import { randomBytes } from 'node:crypto';
import { slugify } from '@/lib/slugify.ts';

/**
 * Slugs a campaign must never take: the fixed paths beside `/campaign/{slug}` and
 * `/api/campaigns/{slug}` (docs/product/public-pages.md#slugs).
 */
const RESERVED_SLUGS = new Set(['create', 'featured', 'mine']);
const FALLBACK_SLUG = 'campaign';

/**
 * Slugs to try, in order, for a new campaign titled `title`, as organization slugs are made: the
 * title's own slug (at most 60 characters), then the same with a short random suffix. The first
 * one the unique index accepts wins.
 */
export function campaignSlugCandidates(title: string, count = 6): string[] {
  const base = slugify(title).slice(0, 60).replace(/-+$/, '') || FALLBACK_SLUG;
  const suffixed = () => `${base}-${randomBytes(3).toString('hex')}`;
  const first = RESERVED_SLUGS.has(base) ? suffixed() : base;
  return [first, ...Array.from({ length: count - 1 }, suffixed)];
}
