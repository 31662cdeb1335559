import dns2 from 'dns2';

/** NXDOMAIN: no such name (RFC 1035 §4.1.1). */
const NAME_ERROR = 3;

export type LocalDnsServer = {
  /** `127.0.0.1:{port}`, as DNS_SERVERS takes it. */
  address: string;
  /** The TXT texts published at each name (lower case); any other name does not exist. */
  records: Map<string, string[]>;
  /** Names the server never answers, as a name server that has gone silent. */
  silent: Set<string>;
  close: () => Promise<void>;
};

/**
 * A DNS server on 127.0.0.1 (UDP, a free port) for the own-domain tests: Check DNS asks it through
 * Node's real resolver, as it asks a real name server.
 */
export async function startLocalDnsServer(): Promise<LocalDnsServer> {
  const records = new Map<string, string[]>();
  const silent = new Set<string>();
  const { Packet } = dns2;
  const server = dns2.createUDPServer((request, send) => {
    const [question] = request.questions;
    const name = question?.name.toLowerCase() ?? '';
    if (silent.has(name)) return;
    const response = Packet.createResponseFromRequest(request);
    const texts = records.get(name);
    if (texts === undefined) response.header.rcode = NAME_ERROR;
    else if (question?.type === Packet.TYPE.TXT) {
      for (const data of texts) {
        response.answers.push({
          name,
          type: Packet.TYPE.TXT,
          class: Packet.CLASS.IN,
          ttl: 60,
          data,
        });
      }
    }
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  return {
    address: `127.0.0.1:${server.address().port}`,
    records,
    silent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
