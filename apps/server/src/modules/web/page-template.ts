/*
 * The built index.html, split where a page goes in (docs/product/server-rendering.md#the-html):
 * its head's tags at `<!--app-head-->`, the rendered page inside the root element at
 * `<!--app-html-->`, what the browser needs to take it over at `<!--app-state-->`.
 */

const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const;

export type PageTemplate = {
  /** Up to the head's tags; its `<html lang>` is the page's language. */
  start: string;
  afterHead: string;
  afterHtml: string;
  end: string;
};

/**
 * The app's template, and the donation page's (`donate.html`: the same markers, its own small
 * script instead of the app's, docs/decisions/012); without the second, every page uses the app's.
 */
export type PageTemplates = { app: PageTemplate; donate: PageTemplate | null };

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** Sets the content of each named `<meta>` the built index.html carries: what the web reads at start. */
export function fillMeta(html: string, contents: Record<string, string>): string {
  return Object.entries(contents).reduce(
    (page, [name, content]) =>
      page.replace(
        new RegExp(`<meta name="${name}" content="[^"]*"\\s*/?>`),
        () => `<meta name="${name}" content="${escapeAttribute(content)}" />`,
      ),
    html,
  );
}

/** The template's parts; null for an index.html without the markers, which is sent as it is. */
export function splitTemplate(html: string): PageTemplate | null {
  const positions = MARKERS.map((marker) => html.indexOf(marker));
  const [head = -1, page = -1, state = -1] = positions;
  if (head < 0 || page < head || state < page) return null;
  const [headMarker, pageMarker, stateMarker] = MARKERS;
  return {
    start: html.slice(0, head),
    afterHead: html.slice(head + headMarker.length, page),
    afterHtml: html.slice(page + pageMarker.length, state),
    end: html.slice(state + stateMarker.length),
  };
}

/** The template's start with the page's language in `<html lang>`. */
export function startIn(template: PageTemplate, language: string): string {
  return template.start.replace(/<html([^>]*?)\slang="[^"]*"/, (_tag, before: string) => {
    return `<html${before} lang="${escapeAttribute(language)}"`;
  });
}
