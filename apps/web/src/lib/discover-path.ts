/** Where choosing a category leads (docs/product/routes-and-screens.md#routes). */
export function discoverCategoryPath(
  category: string,
  tab: 'campaigns' | 'organizations' = 'campaigns',
): string {
  const query = new URLSearchParams({
    category,
    projects: 'All Projects',
    sort: 'Magic',
    tab,
  });
  return `/discover?${query.toString().replaceAll('+', '%20')}`;
}
