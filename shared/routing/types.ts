import type { ComponentType } from 'react';
import type { LoadableComponent } from '@loadable/component';

import type { LayoutName } from '../site/sections';

export type { LayoutName };

export type QueryValue = string | number | boolean | ReadonlyArray<string | number> | undefined | null;
export type QueryParams = Record<string, QueryValue>;

/**
 * Read access to the CMS contract (spec §7). The server gives loaders an implementation that either
 * answers in-process from the embedded store or asks the upstream CMS.
 */
export interface CmsClient {
  /** The spec's data helper: GET with params, `null` on any failure (spec §7, §8). */
  get<T = unknown>(path: string, params?: QueryParams): Promise<T | null>;
  /**
   * GET for data a page cannot do without: `null` when the CMS says 404, throws when the CMS fails,
   * so a detail page answers 404 for an unknown id and 500 (not an empty page) for an outage.
   */
  load<T = unknown>(path: string, params?: QueryParams): Promise<T | null>;
}

/** The intranet user as the page may see it: never the token. */
export interface SessionUser {
  uuid: string;
  vorname: string;
  nachname: string;
  email: string;
}

/** Third-party services of the two-click embeds (server/config.ts); null = not set up. */
export interface EmbedSettings {
  bookingWidgetUrl: string | null;
  tourenportalKey: string | null;
}

export interface LoaderContext {
  /** Route parameters, already percent-decoded. */
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
  pathname: string;
  cms: CmsClient;
  user: SessionUser | null;
  /**
   * The site's public origin ('https://www.musterstadt.de'): PUBLIC_URL, else the request's own
   * scheme and host. For absolute links such as webcal:// calendar subscriptions.
   */
  origin: string;
  /** Settings of the third-party embeds (booking widget, hiking portal); absent = none set up. */
  embeds?: EmbedSettings;
}

export interface LoaderResult<T> {
  /** Document title without the site suffix. */
  title: string;
  description?: string;
  /**
   * Site path of the main address of this content when the page shows it under a second address
   * (e.g. an office under /servicebw/ and /rathaus/fachaemter/): becomes <link rel="canonical">.
   */
  canonical?: string;
  data: T;
}

export type Loader<T = unknown> = (ctx: LoaderContext) => Promise<LoaderResult<T>>;

export type LoaderData<L> = L extends Loader<infer T> ? T : never;

export interface PageProps<T = unknown> {
  data: T;
}

export interface PageModule {
  default: ComponentType<PageProps<any>>;
}

/** A code-split page: loadable component plus the id that names its chunk in the asset manifest. */
export interface PageEntry {
  /** Source path below shared/ without extension, e.g. 'pages/home/HomePage'. */
  id: string;
  Component: LoadableComponent<PageProps<any>>;
  /** Loads the chunk (once) and resolves when the component can render synchronously. */
  preload: () => Promise<void>;
}

export interface RouteDef {
  /** Unique name, used in logs and tests. */
  id: string;
  /** react-router path pattern. */
  path: string;
  layout: LayoutName;
  page: PageEntry;
  /** Server-only: the client build replaces loaders by `undefined` (see scripts/build.ts). */
  loader?: Loader<any>;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}
