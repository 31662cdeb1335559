import { randomBytes } from 'node:crypto';
import { slugify } from '@/lib/slugify.ts';

/** Paths under /organization/ that a draft's slug must never shadow (docs/product/routes-and-screens.md#routes). */
const RESERVED_SLUGS = new Set(['create', 'partner-onboarding']);
const FALLBACK_SLUG = 'organization';

/**
 * Slugs to try, in order, for a new draft named `name`: the name's own slug, then the same with a
 * short random suffix. The first one the unique index accepts wins.
 */
export function draftSlugCandidates(name: string, count = 6): string[] {
  const base = slugify(name).slice(0, 60).replace(/-+$/, '') || FALLBACK_SLUG;
  const suffixed = () => `${base}-${randomBytes(3).toString('hex')}`;
  const first = RESERVED_SLUGS.has(base) ? suffixed() : base;
  return [first, ...Array.from({ length: count - 1 }, suffixed)];
}
