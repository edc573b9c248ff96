import { SMTPServer } from 'smtp-server';

/**
 * A mail server for the benches that accepts every mail, counts it and throws its text away; an
 * optional pause before each answer stands for a slower server. Listens on a free local port.
 */
export async function smtpSink(options: { maxClients: number; delayMs?: number }): Promise<{ server: SMTPServer; port: number; received: () => number }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: options.maxClients,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        if (options.delayMs) setTimeout(callback, options.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as { port: number }).port, received: () => received };
}
