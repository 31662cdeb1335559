const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

/**
 * SPEC-NOTES "Routes": the footer shows on the product's own hosts (APP_HOSTS) and on bare
 * localhost / 127.0.0.1; an organization's host (`{sub}.localhost`, a custom domain) never does.
 */
export function shouldShowFooter(hostname: string, appHosts: readonly string[]): boolean {
  const host = normalizeHost(hostname);
  return [...LOCAL_HOSTS, ...appHosts.map(normalizeHost)].includes(host);
}

/** The server fills `<meta name="app-hosts" content="host1,host2">` when it serves index.html. */
export function readAppHosts(doc: Document): string[] {
  const content = doc.querySelector('meta[name="app-hosts"]')?.getAttribute('content') ?? '';
  return content
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}
