import { useEffect } from 'react';

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Loads the organization's Google Analytics tag into the page, once
 * (docs/product/organization-sites.md#analytics). Google's snippet is inline script, which the
 * Content-Security-Policy forbids, so its two lines run here and only the library is fetched.
 */
export function installAnalyticsTag(id: string, doc: Document = document): void {
  if (doc.querySelector('script[data-analytics-id]')) return;
  const win = doc.defaultView as GtagWindow;
  const dataLayer = win.dataLayer ?? [];
  win.dataLayer = dataLayer;
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads only Arguments objects from dataLayer.
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;
  script.dataset.analyticsId = id;
  doc.head.append(script);
}

/** The site's analytics tag, when it has an analytics id. */
export function useAnalyticsTag(id: string | null): void {
  useEffect(() => {
    if (id) installAnalyticsTag(id);
  }, [id]);
}
