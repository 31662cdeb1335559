// Where this browser is in the organization wizard (docs/product/wizard.md#saving-and-reloading):
// the wizard keeps it, and the plan checkout reads which draft it pays for.

/** The draft's slug and progress page. */
const SLUG_KEY = 'organizationSlug';
const PROGRESS_KEY = 'progressPage';

export type WizardProgress = { slug: string; progressPage: number };

export function readProgress(): WizardProgress | null {
  const slug = localStorage.getItem(SLUG_KEY);
  const progressPage = Number(localStorage.getItem(PROGRESS_KEY));
  if (!slug) return null;
  return { slug, progressPage: Number.isInteger(progressPage) ? progressPage : 0 };
}

export function storeProgress({ slug, progressPage }: WizardProgress): void {
  localStorage.setItem(SLUG_KEY, slug);
  localStorage.setItem(PROGRESS_KEY, String(progressPage));
}

export function clearProgress(): void {
  localStorage.removeItem(SLUG_KEY);
  localStorage.removeItem(PROGRESS_KEY);
}
