import type { FastifyRequest } from 'fastify';

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * `protocol://host[:port]` the request was made to, for the absolute addresses of a page's head,
 * robots.txt and the sitemap; null when its Host is not a host name.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  return HOST_PATTERN.test(request.host)
    ? `${request.protocol}://${request.host.toLowerCase()}`
    : null;
}
