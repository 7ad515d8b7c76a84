import net from 'node:net';

export interface TcpProxy {
  /** The loopback port clients connect to; it stays the same across cut and restore. */
  readonly port: number;
  /** Connections relayed right now. */
  readonly open: number;
  /** Like a server that went away: every relayed connection is reset, new ones are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay to `target`, so a test can take a server away from the code under test
 * (and give it back) without touching the server, which others share.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let away = false;
  const server = net.createServer((client) => {
    // Accepted while being cut off: the server is gone, so is this connection.
    if (away) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const resetAll = () => {
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    get open() {
      return pairs.size;
    },
    async cut() {
      away = true;
      const closing = stopListening();
      resetAll();
      await closing;
    },
    async restore() {
      if (!server.listening) await listen(port);
      away = false;
    },
    async close() {
      away = true;
      const closing = stopListening();
      resetAll();
      await closing;
    },
  };
}
