import net from 'node:net';

/**
 * A TCP relay between the site and its database that a test can break: `blackhole` keeps every socket
 * open but forwards nothing (a database that stopped answering, a dead network path), `pass` forwards
 * again. New connections during a black hole are accepted and never answered.
 */
export async function tcpProxy(targetPort: number) {
  let mode: 'pass' | 'blackhole' = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    const pair = { client, upstream };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (mode === 'pass') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    blackhole() {
      mode = 'blackhole';
    },
    /** Forwards again; the sockets that lost bytes meanwhile are cut (their protocol state is gone). */
    pass() {
      mode = 'pass';
      for (const p of pairs) {
        p.client.destroy();
        p.upstream.destroy();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const p of pairs) {
          p.client.destroy();
          p.upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
