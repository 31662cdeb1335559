/** No cache shared between people keeps the answer, and no browser stores it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Public answers that show money raised (a campaign, a site, a wall): any cache may keep them but
 * must ask again each time, so a donor sees their gift at once (docs/product/donations.md#public).
 */
export const LIVE_PUBLIC_CACHE_CONTROL = 'public, no-cache';
