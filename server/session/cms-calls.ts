import type { Cms } from '../cms';

/** The CMS calls behind the session (spec §7), in-process or against the upstream CMS. */
export interface SessionCms {
  /** Any write call of the contract: path below /api ('/cms/login'), JSON body, the session's token if given. */
  send(method: string, path: string, body: unknown, token?: string): Promise<CmsResult>;
  login(email: string, passwort: string): Promise<CmsResult>;
  logout(token: string): Promise<CmsResult>;
  user(uuid: string, token: string): Promise<CmsResult>;
  changePassword(token: string, passwortAlt: string, passwortNeu: string): Promise<CmsResult>;
}

export interface CmsResult {
  status: number;
  body: unknown;
}

const bearer = (token: string) => `Bearer ${token}`;

export function embeddedSessionCms(cms: Cms): SessionCms {
  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<CmsResult> => {
    const res = await cms.handle({ method, path: `/cms${path}`, query: new URLSearchParams(), authorization: token ? bearer(token) : undefined, body });
    return 'body' in res ? { status: res.status, body: res.body } : { status: 500, body: null };
  };
  return {
    send: async (method, path, body, token) => (path.startsWith('/cms/') ? call(method, path.slice('/cms'.length), token, body) : { status: 404, body: null }),
    login: (email, passwort) => call('POST', '/login', undefined, { email, passwort }),
    logout: (token) => call('POST', '/intranet/logout', token),
    user: (uuid, token) => call('GET', `/intranet/user/${encodeURIComponent(uuid)}`, token),
    changePassword: (token, alt, neu) => call('POST', '/intranet/passwort', token, { passwort_alt: alt, passwort_neu: neu }),
  };
}

export function upstreamSessionCms(baseUrl: string, timeoutMs: number): SessionCms {
  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<CmsResult> => {
    const res = await fetch(`${baseUrl}/api/cms${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: bearer(token) } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      return { status: 502, body: null };
    }
    return { status: res.status, body: parsed };
  };
  return {
    send: async (method, path, body, token) => (path.startsWith('/cms/') ? call(method, path.slice('/cms'.length), token, body ?? {}) : { status: 404, body: null }),
    login: (email, passwort) => call('POST', '/login', undefined, { email, passwort }),
    logout: (token) => call('POST', '/intranet/logout', token, {}),
    user: (uuid, token) => call('GET', `/intranet/user/${encodeURIComponent(uuid)}`, token),
    changePassword: (token, alt, neu) => call('POST', '/intranet/passwort', token, { passwort_alt: alt, passwort_neu: neu }),
  };
}
