export { createListCache } from './list-cache.ts';
export { searchRoutes } from './routes.ts';
export { searchWords } from './search-words.ts';
export { createSearchbar, type RunStatement, runOn, SEARCHBAR_CACHE } from './searchbar.ts';
