import { AsyncLocalStorage } from 'node:async_hooks';
import { HINDI_MESSAGES } from '@givecrowd/shared/i18n/hindi-messages';
import { MESSAGE_CATALOG } from '@givecrowd/shared/i18n/message-catalog';
import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import type {
  RenderedPage,
  RenderRequest,
  ServerEntry,
} from '@givecrowd/shared/web/server-rendering';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import {
  type PipeableStream,
  renderToPipeableStream,
  renderToStaticMarkup,
} from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { DocumentHead } from '@/app/head/document-head';
import {
  answerOf,
  documentHeadTags,
  type HeadContext,
  type PageHead,
  platformHead,
} from '@/app/head/page-head';
import { ROUTE_HEADS, type RouteHandle } from '@/app/head/route-heads';
import { hostSiteQueryOptions } from '@/app/host/host-site-query';
import { Providers } from '@/app/providers';
import { createServerQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/routes';
import { SSR_STATE_ELEMENT_ID, serializeSsrState } from '@/app/ssr-state';
import { setApiTransport } from '@/lib/api-client';
import { I18N_OPTIONS, isLanguage, type Language } from '@/lib/i18n';
import { setDocumentlessMediaBaseUrl } from '@/lib/media-url';
import { type PageHost, pageHost } from '@/lib/page-host';
import en from '@/locales/en.json';
import hi from '@/locales/hi.json';

/*
 * The web's server entry (docs/product/server-rendering.md): the public pages rendered with the
 * same routes, components and answers as in the browser, streamed by React.
 */

const requests = new AsyncLocalStorage<RenderRequest>();

// A page's API calls go into the server, with the host of the request being rendered.
setApiTransport((path, init) => {
  const request = requests.getStore();
  if (!request) throw new Error(`${path} was asked outside a page request`);
  return request.fetch(path, init);
});

let appHosts: readonly string[] = [];

export const configure: ServerEntry['configure'] = (settings) => {
  appHosts = settings.appHosts;
  setDocumentlessMediaBaseUrl(settings.mediaBaseUrl);
};

const RESOURCES = {
  en: { translation: en, messages: MESSAGE_CATALOG },
  hi: { translation: hi, messages: HINDI_MESSAGES },
};

/** One set of texts per language, shared by every request in it; nothing changes them. */
const texts = new Map<Language, I18n>();

function textsIn(language: Language): I18n {
  let instance = texts.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({ ...I18N_OPTIONS, resources: RESOURCES, lng: language });
    texts.set(language, instance);
  }
  return instance;
}

/**
 * What the page is: a public page and its head, a not-found page (404), or a page the browser
 * renders into the shell.
 */
type Verdict = {
  kind: 'page' | 'shell';
  status: number;
  page: PageHead;
  isFound: boolean;
  /** The donation page's own template (docs/decisions/012); otherwise the app's. */
  template?: 'donate';
};

function judge(
  context: StaticHandlerContext,
  headContext: HeadContext,
  hostNotFound: boolean,
): Verdict {
  const { t, url } = headContext;
  if (hostNotFound) {
    // The layout shows only 'Organization not found', whatever the path.
    const page = {
      title: t('organizationNotFound.title'),
      description: t('organizationNotFound.body', { host: url.hostname }),
    };
    const { template } = (context.matches.at(-1)?.route.handle ?? {}) as RouteHandle;
    return { kind: 'page', status: 404, page, isFound: false, template };
  }
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle?.head) return { kind: 'shell', status: 200, page: platformHead(t), isFound: true };
  const { template } = handle;
  const head = ROUTE_HEADS[handle.head](headContext);
  if (head) return { kind: 'page', status: 200, page: head, isFound: true, template };
  const page = { title: t('notFound.title'), description: t('notFound.body') };
  return { kind: 'page', status: 404, page, isFound: false, template };
}

/**
 * Answers that failed are sent to the browser only when their page shows the failure without
 * asking again (`retryOnMount: false`); the others are dropped, so the server renders their
 * loader, as the browser will before it asks.
 */
function keepShownAnswers(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) =>
      query.state.status === 'error' &&
      (query.options as { retryOnMount?: boolean }).retryOnMount !== false,
  });
}

function renderApp(element: React.ReactElement): Promise<PipeableStream> {
  return new Promise((resolve, reject) => {
    const stream: PipeableStream = renderToPipeableStream(element, {
      // Everything is rendered before the first byte: no boundary is left for a script to fill,
      // which the Content-Security-Policy would not run.
      onAllReady: () => resolve(stream),
      onShellError: reject,
      onError: reject,
    });
  });
}

async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const language: Language = isLanguage(request.languageCookie) ? request.languageCookie : 'en';
  const i18n = textsIn(language);
  const host: PageHost = pageHost(request.hostname, appHosts);
  const queryClient = createServerQueryClient();
  const routes = createRoutes({ queryClient, host, isServer: true });
  const handler = createStaticHandler(routes);
  const url = new URL(request.url, request.origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`a route answered ${context.status}`);
  if (context.errors) {
    throw new AggregateError(Object.values(context.errors), `a route of ${url.pathname} failed`);
  }

  const site = host.isOrganizationHost
    ? answerOf<OrganizationSite>(queryClient, hostSiteQueryOptions(host.hostname, url).queryKey)
    : { data: undefined, isNotFound: false };
  const headContext: HeadContext = {
    isOrganizationHost: host.isOrganizationHost,
    queryClient,
    params: context.matches.at(-1)?.params ?? {},
    url,
    t: i18n.t,
    language,
    site: site.data ?? null,
  };
  const verdict = judge(context, headContext, site.isNotFound);
  const head = renderToStaticMarkup(
    <DocumentHead {...documentHeadTags({ ...headContext, ...verdict, origin: request.origin })} />,
  );
  if (verdict.kind === 'shell') return { kind: 'shell', status: verdict.status, language, head };

  keepShownAnswers(queryClient);
  const stream = await renderApp(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} host={host}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Providers>
    </StrictMode>,
  );
  if (verdict.template === 'donate') {
    // Not hydrated: the page's own script reads what it needs from the page (docs/decisions/012).
    return {
      kind: 'page',
      status: verdict.status,
      language,
      head,
      pipe: (destination) => stream.pipe(destination),
      abort: () => stream.abort(),
      state: '',
      template: 'donate',
    };
  }
  const state = serializeSsrState({
    language,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    }),
  });
  return {
    kind: 'page',
    status: verdict.status,
    language,
    head,
    pipe: (destination) => stream.pipe(destination),
    abort: () => stream.abort(),
    state: renderToStaticMarkup(
      <script
        type="application/json"
        id={SSR_STATE_ELEMENT_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped.
        dangerouslySetInnerHTML={{ __html: state }}
      />,
    ),
  };
}

export const browserOnlyPaths: ServerEntry['browserOnlyPaths'] = () => {
  const routes = createRoutes({
    queryClient: createServerQueryClient(),
    host: pageHost('localhost', appHosts),
    isServer: true,
  });
  const paths: string[] = [];
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const path = route.path ? `${parent}/${route.path}` : parent;
      if ((route.handle as RouteHandle | undefined)?.browserOnly) paths.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  return paths;
};

/** Renders one page request; a failure is thrown, and the server sends the shell instead. */
export const render: ServerEntry['render'] = (request) =>
  requests.run(request, () => renderPage(request));
