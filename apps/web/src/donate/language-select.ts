import { rememberLanguage } from '@/lib/language-choice';

/**
 * The header's language select: the choice is kept in the cookie the server reads, and the page
 * is asked for again in it (docs/decisions/012).
 */
export function startLanguageSelect(doc: Document): void {
  const select = doc.querySelector<HTMLSelectElement>('[data-language-select]');
  select?.addEventListener('change', () => {
    rememberLanguage(select.value);
    window.location.reload();
  });
}
