import { Resolver } from 'node:dns/promises';

/** The texts of the TXT records at a name, each record's strings joined. Throws on DNS errors. */
export type TxtLookup = (name: string) => Promise<string[]>;

/**
 * Asks the name servers DNS_SERVERS names (the system's when none) with a timeout per try
 * (DNS_TIMEOUT_MS), so a silent server ends in an error, never a hanging check.
 */
export function createTxtLookup({
  servers,
  timeoutMs,
}: {
  servers: string[];
  timeoutMs: number;
}): TxtLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return async (name) => (await resolver.resolveTxt(name)).map((strings) => strings.join(''));
}
