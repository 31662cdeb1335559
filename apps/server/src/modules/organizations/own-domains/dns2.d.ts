/** The parts of dns2 (a DNS server in plain JavaScript, no bundled types) the tests use. */
declare module 'dns2' {
  import type { AddressInfo } from 'node:net';

  type Question = { name: string; type: number; class: number };
  type Resource = { name: string; type: number; class: number; ttl: number; data: string };

  class Packet {
    static TYPE: { TXT: number };
    static CLASS: { IN: number };
    static createResponseFromRequest(request: Packet): Packet;
    header: { rcode: number };
    questions: Question[];
    answers: Resource[];
  }

  class UDPServer {
    listen(port: number, address: string): Promise<void>;
    address(): AddressInfo;
    close(callback?: () => void): void;
  }

  const dns2: {
    Packet: typeof Packet;
    createUDPServer(
      handler: (request: Packet, send: (response: Packet) => Promise<unknown>) => void,
    ): UDPServer;
  };
  export default dns2;
}
