/** No cache shared between people keeps the answer, and no browser stores it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
