import net from 'node:net';

/** Test support: a TCP proxy whose open connections can go silent (not a test itself). */
export type FreezingProxy = {
  port: number;
  /**
   * The connections open now stop passing anything, without closing: a peer that went away
   * without a word, as behind a proxy or firewall that dropped an idle connection. New
   * connections pass as before.
   */
  freeze: () => void;
  close: () => Promise<void>;
};

export async function startFreezingProxy(target: {
  host: string;
  port: number;
}): Promise<FreezingProxy> {
  const open = new Set<{ frozen: boolean; sockets: net.Socket[] }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    const link = { frozen: false, sockets: [client, upstream] };
    open.add(link);
    const pass = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (!link.frozen) to.write(chunk);
      });
    pass(client, upstream);
    pass(upstream, client);
    for (const socket of link.sockets) {
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        for (const other of link.sockets) other.destroy();
        open.delete(link);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      for (const link of open) link.frozen = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const link of open) for (const socket of link.sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
