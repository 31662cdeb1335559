import { useEffect } from 'react';

/** Google's tag library; the server puts it in an organization site's head, with its id. */
export const ANALYTICS_TAG_LIBRARY = 'https://www.googletagmanager.com/gtag/js';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Loads the organization's Google Analytics tag into the page, once
 * (docs/product/organization-sites.md#analytics). Google's snippet is inline script, which the
 * Content-Security-Policy forbids, so its two lines run here and only the library is fetched;
 * a page rendered on the server names the library in its head already.
 */
export function installAnalyticsTag(id: string, doc: Document = document): void {
  const present = doc.querySelector<HTMLScriptElement>('script[data-analytics-id]');
  if (present?.dataset.configured) return;
  const win = doc.defaultView as GtagWindow;
  const dataLayer = win.dataLayer ?? [];
  win.dataLayer = dataLayer;
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads only Arguments objects from dataLayer.
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id);
  if (present) {
    present.dataset.configured = 'true';
    return;
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS_TAG_LIBRARY}?id=${encodeURIComponent(id)}`;
  script.dataset.analyticsId = id;
  script.dataset.configured = 'true';
  doc.head.append(script);
}

/** The site's analytics tag, when it has an analytics id. */
export function useAnalyticsTag(id: string | null): void {
  useEffect(() => {
    if (id) installAnalyticsTag(id);
  }, [id]);
}
