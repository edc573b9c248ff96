import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A hit renews a file's modification time at most this often (the order a restart reads back). */
const TOUCH_EVERY_MS = 60_000;

interface Entry {
  bytes: number;
  /** When the file's mtime was last set (ms). */
  touched: number;
}

/**
 * A folder of files bounded in bytes: when a write takes it over the limit, the least recently used
 * files are deleted. Recency lives in memory (a Map in use order) and in each file's mtime, which a
 * hit renews; at start the folder is scanned and ordered by mtime, so the bound and the order survive
 * restarts. Several processes sharing the folder each keep their own bound; a file another process
 * deleted is a miss.
 */
export class DiskCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    const found: Array<{ name: string; bytes: number; mtime: number }> = [];
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      // Left over from a write that a crash interrupted.
      if (name.endsWith('.tmp')) {
        fs.rmSync(file, { force: true });
        continue;
      }
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat?.isFile()) found.push({ name, bytes: stat.size, mtime: stat.mtimeMs });
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const f of found) this.remember(f.name, f.bytes, f.mtime);
    for (const name of this.over()) fs.rmSync(path.join(dir, name), { force: true });
  }

  /** Bytes the cached files take (as far as this process knows). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The file's content, or null when it is not (or no longer) cached. A hit makes it the most recent. */
  async get(name: string): Promise<Buffer | null> {
    let body: Buffer;
    try {
      body = await fs.promises.readFile(path.join(this.dir, name));
    } catch {
      this.forget(name);
      return null;
    }
    const entry = this.entries.get(name);
    const now = Date.now();
    if (!entry || entry.bytes !== body.length) {
      // Written by another process sharing the folder: count it from now on.
      this.forget(name);
      this.remember(name, body.length, now);
      await this.evict();
    } else {
      this.entries.delete(name);
      this.entries.set(name, entry);
      if (now - entry.touched > TOUCH_EVERY_MS) {
        entry.touched = now;
        fs.promises.utimes(path.join(this.dir, name), new Date(now), new Date(now)).catch(() => undefined);
      }
    }
    return body;
  }

  /** Stores a file (atomically, through a temporary name) and evicts down to the bound. */
  async put(name: string, body: Buffer): Promise<void> {
    // The folder may have been cleared while running.
    await fs.promises.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, name);
    const tmp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, body);
    await fs.promises.rename(tmp, file);
    this.forget(name);
    this.remember(name, body.length, Date.now());
    await this.evict();
  }

  private remember(name: string, bytes: number, touched: number) {
    this.entries.set(name, { bytes, touched });
    this.total += bytes;
  }

  private forget(name: string) {
    const entry = this.entries.get(name);
    if (!entry) return;
    this.entries.delete(name);
    this.total -= entry.bytes;
  }

  /** Drops the least recently used entries until the bound holds; returns their names. */
  private over(): string[] {
    const dropped: string[] = [];
    for (const [name, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(name);
      this.total -= entry.bytes;
      dropped.push(name);
    }
    return dropped;
  }

  private async evict(): Promise<void> {
    await Promise.all(this.over().map((name) => fs.promises.rm(path.join(this.dir, name), { force: true }).catch(() => undefined)));
  }
}
