import { z } from 'zod';

/**
 * The CMS contract (spec §7, ARCHITECTURE.md "Content: the CMS contract"), declared once.
 *
 * Each operation states its method, its path below /api, the schemas of its path parameters, query and
 * body, the schema of its answer, and whether it needs a session. Everything else derives from these
 * declarations: the embedded CMS's dispatcher (server/cms/contract), the proxy allow-list for CMS_URL
 * mode, docs/openapi.json (scripts/openapi.ts) and the typed client the loaders call.
 *
 * This module is data: no handler and no server code. Pages import the answer types; the schemas
 * themselves are only used on the server (loaders are server-only), so zod never reaches the browser.
 */

/**
 * The signed-in areas of the site (spec §1, §6, §9): the staff intranet and the council information
 * system (Ratsinformationssystem). Each has its own accounts, its own tokens and its own session cookie.
 */
export type SessionKind = 'intranet' | 'ratsinfo';
export const SESSION_KINDS: readonly SessionKind[] = ['intranet', 'ratsinfo'];

/** Who may call an operation: anybody, or the holder of a token of that area. */
export type Auth = SessionKind | null;

/**
 * How the token of each area travels to the CMS (spec §6): the intranet's as `Authorization: Bearer`,
 * the council information system's in its own header `X-Ratsinfo-Token`. A token goes only to the
 * operations of its own area (the typed client, the proxy and the dispatcher all read it from here).
 */
export const SESSION_HEADERS: {
  readonly [K in SessionKind]: { readonly name: string; value(token: string): string; token(header: string | undefined): string | undefined };
} = {
  intranet: {
    name: 'authorization',
    value: (token) => `Bearer ${token}`,
    token: (header) => header?.replace(/^Bearer\s+/i, '').trim() || undefined,
  },
  ratsinfo: {
    name: 'x-ratsinfo-token',
    value: (token) => token,
    token: (header) => header?.trim() || undefined,
  },
};

/** The tokens of a request's sessions, by area (raw tokens, no header syntax). */
export type SessionTokens = Partial<Record<SessionKind, string>>;

/** Server-side guard the site puts in front of an operation (login throttling). */
export type Guard = 'login' | 'password';

export type JsonAnswer<S extends z.ZodType = z.ZodType> = { kind: 'json'; schema: S };
/**
 * A stored file (document, image): streamed with its own type; `cache` says who may keep it. `other`
 * describes the types beyond `contentTypes` it may have (documented as any type); without it there are none.
 */
export type FileAnswer = { kind: 'file'; contentTypes: string[]; cache: 'public' | 'private'; other?: string };
/** A generated text document (iCalendar). */
export type TextAnswer = { kind: 'text'; contentType: string; doc?: TextDoc };
/** How the document describes a text answer. */
export interface TextDoc {
  /** What the text holds (the description of its schema). */
  description?: string;
  /** The Content-Disposition the answer comes with, when it is a download. */
  disposition?: string;
}
export type Answer = JsonAnswer | FileAnswer | TextAnswer;

type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface OperationSpec<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Answer = Answer,
> {
  /** operationId in docs/openapi.json. */
  id: string;
  method: 'GET' | 'POST';
  /** Below /api, path parameters in braces: '/cms/gewerbe/{id}'. */
  path: string;
  /** One line for the documentation (German, as the contract's readers are a town's IT). */
  summary: string;
  description?: string;
  /** Documentation group (OpenAPI tag). */
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  answer: A;
  auth?: Auth;
  /** The session is read when the caller has one, but not required (logout). */
  optionalAuth?: SessionKind;
  /** The area whose token a successful call issues (a login): its guard is that area's throttle. */
  starts?: SessionKind;
  guard?: Guard;
  /** What the 200 answer holds (documentation). */
  answerDescription?: string;
  /** Headers of the 200 answer besides Cache-Control, each with what it holds (documentation). */
  answerHeaders?: Record<string, string>;
  /** Seconds a shared cache may keep a public answer of the embedded CMS (Cache-Control); default 60. */
  maxAge?: number;
  /** Largest JSON body the site accepts for it, in bytes; default 100 KB (a logo needs more). */
  bodyLimit?: number;
  /** Error statuses the operation answers besides 400/401, each with when it does (documentation and contract test). */
  errors?: Record<number, string>;
  /** Error answers whose body says more than `{ error }` (the fields of a refused password change). */
  errorBodies?: Record<number, { schema: z.ZodType; description: string }>;
  /**
   * An operation of the embedded store itself, not of the contract with a CMS (the editorial desk's
   * writes): called in-process only, it has no address below /api, is never forwarded to an upstream
   * CMS and is not in docs/openapi.json. With CMS_URL set it answers 501.
   */
  inProcess?: true;
}

export type Operation<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Answer = Answer,
> = Readonly<OperationSpec<P, Q, B, A>> & { readonly auth: Auth };

export type AnyOperation = Operation<any, any, any, any>;

/** The area an operation belongs to: the session it needs or reads, or the one its login starts. */
export function sessionKindOf(op: Pick<OperationSpec, 'auth' | 'optionalAuth' | 'starts'>): SessionKind | null {
  return op.auth ?? op.optionalAuth ?? op.starts ?? null;
}

/** The area whose token an operation reads (needed or optional), or null: only that token may go with the call. */
export function tokenKindOf(op: Pick<OperationSpec, 'auth' | 'optionalAuth'>): SessionKind | null {
  return op.auth ?? op.optionalAuth ?? null;
}

export function operation<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Answer = Answer,
>(spec: OperationSpec<P, Q, B, A>): Operation<P, Q, B, A> {
  return Object.freeze({ ...spec, auth: spec.auth ?? null });
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: path parameters, query and body as their schemas accept them. */
export type InputOf<O> =
  O extends Operation<infer P, infer Q, infer B, any>
    ? (P extends z.ZodType ? { params: In<P> } : { params?: undefined }) &
        (Q extends z.ZodType ? { query?: Partial<In<Q>> } : { query?: undefined }) &
        (B extends z.ZodType ? { body: In<B> } : { body?: undefined })
    : never;

/** What a handler receives: the parsed (defaulted, coerced) input. */
export type ParsedInputOf<O> = O extends Operation<infer P, infer Q, infer B, any> ? { params: Out<P>; query: Out<Q>; body: Out<B> } : never;

/** The JSON answer of an operation as the caller gets it. */
export type AnswerOf<O> = O extends Operation<any, any, any, infer A> ? (A extends JsonAnswer<infer S> ? z.output<S> : never) : never;

/** True when the operation's input needs no argument at all. */
export type NoInput<O> = {} extends InputOf<O> ? true : false;

// ---------------------------------------------------------------------------------------------
// Answers

export const json = <S extends z.ZodType>(schema: S): JsonAnswer<S> => ({ kind: 'json', schema });
export const file = (contentTypes: string[], cache: 'public' | 'private', other?: string): FileAnswer => ({
  kind: 'file',
  contentTypes,
  cache,
  ...(other ? { other } : {}),
});
export const text = (contentType: string, doc?: TextDoc): TextAnswer => ({ kind: 'text', contentType, ...(doc ? { doc } : {}) });

// ---------------------------------------------------------------------------------------------
// Query parameters
//
// Query values arrive as strings; an empty value counts as absent (`?seite=` = no page given). A list
// parameter may come as `a=1&a=2`, `a[]=1&a[]=2`, `a=1,2` or `a=[1,2]` (spec §7 writes
// `themen_id=[30,31,32]`). The messages are the German ones the contract has always answered with.

const LIST = new WeakSet<z.ZodType>();

/** Whether a query parameter's schema is a list (the dispatcher collects its several encodings). */
export function isListParam(schema: z.ZodType): boolean {
  return LIST.has(schema);
}

const absent = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

/** A query parameter's schema: parses the raw string(s) (or, in-process, the typed value `In`) into `Out`. */
type Param<Out, In = unknown> = z.ZodType<Out, In>;

/** Description and example of a parameter in the document. */
export interface ParamText {
  description?: string;
  example?: unknown;
}

export function documented<Out, In = unknown>(schema: z.ZodType, doc: Record<string, unknown>, list = false, text: ParamText = {}): Param<Out, In> {
  PARAM_DOC.set(schema, { ...doc, ...text });
  if (list) LIST.add(schema);
  return schema as Param<Out, In>;
}

const PARAM_DOC = new WeakMap<z.ZodType, Record<string, unknown>>();

/** The JSON Schema of a query parameter as the document shows it. */
export function paramDoc(schema: z.ZodType): Record<string, unknown> {
  return PARAM_DOC.get(schema) ?? { type: 'string' };
}

function intSchema(name: string, min: number, max: number) {
  const range = `Parameter ${name} muss zwischen ${min} und ${max} liegen.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,9}$/, `Parameter ${name} muss eine ganze Zahl sein.`)
          .transform(Number),
      ],
      {
        error: `Parameter ${name} muss eine ganze Zahl sein.`,
      },
    )
    .pipe(z.number().int(`Parameter ${name} muss eine ganze Zahl sein.`).min(min, range).max(max, range));
}

export const q = {
  /** A whole number between min and max (inclusive), or undefined when absent. */
  int(name: string, o: { min: number; max: number }, text?: ParamText): Param<number | undefined, number | string | undefined> {
    return documented(z.preprocess(absent, intSchema(name, o.min, o.max).optional()), { type: 'integer', minimum: o.min, maximum: o.max }, false, text);
  },
  /** A whole number between min and max, `fallback` when absent. */
  intOr(name: string, fallback: number, o: { min: number; max: number }, text?: ParamText): Param<number, number | string | undefined> {
    return documented(
      z.preprocess(
        absent,
        intSchema(name, o.min, o.max)
          .optional()
          .transform((v) => v ?? fallback),
      ),
      {
        type: 'integer',
        minimum: o.min,
        maximum: o.max,
        default: fallback,
      },
      false,
      text,
    );
  },
  /** `true`/`1` or `false`/`0`, `fallback` when absent. */
  bool(name: string, fallback: boolean, text?: ParamText): Param<boolean, boolean | string | undefined> {
    const message = `Parameter ${name} muss true oder false sein.`;
    return documented(
      z.preprocess(
        absent,
        z
          .union([z.boolean(), z.enum(['true', '1', 'false', '0'])], { error: message })
          .optional()
          .transform((v) => (v === undefined ? fallback : v === true || v === 'true' || v === '1')),
      ),
      { type: 'boolean', default: fallback },
      false,
      text,
    );
  },
  /** A string matching `pattern` (at most `max` characters), or undefined when absent. */
  str(pattern: RegExp, message: string, o: { max?: number } = {}, text?: ParamText): Param<string | undefined, string | undefined> {
    const s = o.max ? z.string().max(o.max, message) : z.string();
    return documented(
      z.preprocess(absent, s.regex(pattern, message).optional()),
      {
        type: 'string',
        pattern: pattern.source,
        ...(o.max ? { maxLength: o.max } : {}),
      },
      false,
      text,
    );
  },
  /** Free text (a search query), at most `max` characters when given; '' when absent. */
  text(name: string, max?: number, text?: ParamText): Param<string, string | undefined> {
    const str = z.string({ error: `Parameter ${name} muss Text sein.` });
    return documented(
      z.preprocess((v) => v ?? '', max === undefined ? str : str.max(max, `Parameter ${name} darf höchstens ${max} Zeichen lang sein.`)),
      max === undefined ? { type: 'string' } : { type: 'string', maxLength: max },
      false,
      text,
    );
  },
  /** One of the given values, or undefined when absent. */
  oneOf<const V extends readonly [string, ...string[]]>(
    name: string,
    values: V,
    message?: string,
    text?: ParamText,
  ): Param<V[number] | undefined, V[number] | undefined> {
    return documented(
      z.preprocess(absent, z.enum(values, { error: message ?? `Parameter ${name} muss einer der Werte ${values.join(', ')} sein.` }).optional()),
      { type: 'string', enum: [...values] },
      false,
      text,
    );
  },
  /** A list of whole numbers ([] when absent). */
  intList(name: string, text?: ParamText): Param<number[], ReadonlyArray<number | string> | undefined> {
    const item = z.union(
      [
        z.number().int(),
        z
          .string()
          .regex(/^\d{1,9}$/, `Parameter ${name} enthält keine gültige Zahl.`)
          .transform(Number),
      ],
      {
        error: `Parameter ${name} enthält keine gültige Zahl.`,
      },
    );
    return documented(
      z
        .array(item)
        .optional()
        .transform((v) => v ?? []),
      { type: 'array', items: { type: 'integer', minimum: 0 } },
      true,
      text,
    );
  },
  /** A list of strings, each matching `pattern` ([] when absent). */
  strList(pattern: RegExp, message: string, text?: ParamText): Param<string[], readonly string[] | undefined> {
    return documented(
      z
        .array(z.string().regex(pattern, message))
        .optional()
        .transform((v) => v ?? []),
      { type: 'array', items: { type: 'string', pattern: pattern.source } },
      true,
      text,
    );
  },
  /** `order=[feld ASC, feld2 DESC]` with the allowed fields; `fallback` when absent. */
  order<const F extends readonly string[]>(
    fields: F,
    fallback: Array<OrderTerm<F[number]>>,
    text?: ParamText,
  ): Param<Array<OrderTerm<F[number]>>, ReadonlyArray<OrderTerm<F[number]> | string> | undefined> {
    const term = z.union([
      z.object({ field: z.enum(fields as unknown as [string, ...string[]]), dir: z.enum(['ASC', 'DESC']) }),
      z.string().transform((t, ctx) => {
        const [field = '', dir = 'ASC'] = t.trim().split(/\s+/);
        const d = dir.toUpperCase();
        if (!fields.includes(field) || (d !== 'ASC' && d !== 'DESC')) {
          ctx.addIssue({ code: 'custom', message: `Sortierung "${t}" ist nicht erlaubt.` });
          return z.NEVER;
        }
        return { field, dir: d as 'ASC' | 'DESC' };
      }),
    ]);
    return documented(
      z
        .array(term)
        .optional()
        .transform((terms) => (terms?.length ? terms : fallback)),
      // Directions are case-insensitive and the space may be any whitespace: the fields are named in the description.
      { type: 'array', items: { type: 'string' } },
      true,
      text,
    ) as Param<Array<OrderTerm<F[number]>>, ReadonlyArray<OrderTerm<F[number]> | string> | undefined>;
  },
};

export interface OrderTerm<F extends string = string> {
  field: F;
  dir: 'ASC' | 'DESC';
}

/** Reads the raw query object for a query schema from URLSearchParams (lists in all their encodings). */
export function rawQuery(schema: AnyObject | undefined, params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!schema) return out;
  for (const [key, s] of Object.entries(schema.shape)) {
    if (isListParam(s as z.ZodType)) {
      const values = [...params.getAll(key), ...params.getAll(`${key}[]`)]
        .flatMap((v) => v.replace(/^\[|\]$/g, '').split(','))
        .map((v) => v.trim())
        .filter((v) => v.length > 0);
      out[key] = values;
    } else {
      const v = params.get(key);
      if (v !== null) out[key] = v;
    }
  }
  return out;
}

/** URLSearchParams for a call (the typed client's side of rawQuery): lists as `name[]`. */
export function queryString(values: Record<string, unknown> | undefined): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const v of value) sp.append(`${key}[]`, typeof v === 'object' && v ? `${(v as OrderTerm).field} ${(v as OrderTerm).dir}` : String(v));
    else sp.append(key, String(value));
  }
  return sp;
}

/** The first German message of a failed parse, for a 400 answer (looking inside the options of a union). */
export function firstMessage(error: z.ZodError): string {
  // zod's own texts: 'Invalid input: expected …', 'Invalid string: must match pattern …', 'Too big: …'.
  const english = (m: string) => /^[A-Z][a-z]+(?: [a-z]+)*:|\bexpected\b|^Invalid\b|^Too (?:big|small)\b|^Unrecognized\b/.test(m);
  const find = (issues: readonly z.core.$ZodIssue[]): string | null => {
    for (const issue of issues) {
      if (!english(issue.message)) return issue.message;
      if (issue.code === 'invalid_union')
        for (const option of issue.errors) {
          const inner = find(option);
          if (inner) return inner;
        }
    }
    return null;
  };
  const issue = error.issues[0];
  if (!issue) return 'Die Anfrage ist fehlerhaft.';
  // zod's own English texts never reach a visitor: our schemas carry German messages.
  return find(error.issues) ?? `Parameter ${issue.path.join('.') || 'Anfrage'} ist ungültig.`;
}
