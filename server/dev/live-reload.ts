import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';

/**
 * Development only: browsers keep an EventSource open. After a server restart they see a new boot id
 * and reload; after a client rebuild (manifest rewritten) they get a 'reload' event.
 */
export function liveReload(distDir: string) {
  const boot = crypto.randomUUID();
  const clients = new Set<Response>();
  const manifest = path.join(distDir, 'client', 'manifest.json');
  let timer: NodeJS.Timeout | null = null;
  fs.watchFile(manifest, { interval: 300 }, () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => clients.forEach((res) => res.write('event: reload\ndata: 1\n\n')), 100);
  });
  return (req: Request, res: Response) => {
    res.set({ 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.flushHeaders();
    res.write(`event: hello\ndata: ${boot}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
  };
}
