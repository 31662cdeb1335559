/** The server fills `<meta name="app-hosts" content="host1,host2">` when it serves index.html. */
export function readAppHosts(doc: Document): string[] {
  const content = doc.querySelector('meta[name="app-hosts"]')?.getAttribute('content') ?? '';
  return content
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}
