/*
 * How the server and the web's server entry talk (docs/product/server-rendering.md): the server
 * loads the entry from the web's server build, configures it once and asks it for each page.
 */

/** One page request, as the server hands it over. */
export type RenderRequest = {
  /** The path and query asked for, e.g. `/discover?tab=organizations`. */
  url: string;
  /** `protocol://host[:port]` the page was asked on: canonical and shared-link addresses use it. */
  origin: string;
  /** The host name the page was asked on, without port. */
  hostname: string;
  /** The reader's `language` cookie, when it has one. */
  languageCookie: string | undefined;
  /** Answers an API call (a path such as `/api/countries`) in-process, with the page's host. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
};

/** What a page is: rendered on the server, or the shell the browser renders it into. */
export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      /** The page's language, for `<html lang>`. */
      language: string;
      /** The head's tags, as HTML. */
      head: string;
      /** Streams the page's HTML (what goes inside the root element) into `destination`. */
      pipe: (destination: NodeJS.WritableStream) => void;
      /** Stops rendering (the reader went away). */
      abort: () => void;
      /** What the browser needs to take the page over, as HTML to put after the root element. */
      state: string;
      /**
       * The page's template: the app's (`index.html`, hydrated) unless `donate`, the donation
       * page's own (`donate.html`, its own small script: docs/decisions/012).
       */
      template?: 'donate';
    }
  | { kind: 'shell'; status: number; language: string; head: string };

export type ServerEntry = {
  configure: (settings: { appHosts: readonly string[]; mediaBaseUrl: string }) => void;
  render: (request: RenderRequest) => Promise<RenderedPage>;
  /**
   * The paths of the pages rendered in the browser only (signing in, the signed-in pages), as
   * the router writes them (`/dashboard`, `/agreement/sign/:token`): robots.txt keeps crawlers out.
   */
  browserOnlyPaths: () => string[];
};
