import type { RequestHandler } from 'express';
import { Feed, type Item } from 'feed';
import type { CmsClientFactory } from '../cms/client';
import type { CmsClient } from '../../shared/routing/types';
import { FEEDS, FEED_PREFIX, feedPath, meldungenFeeds, type FeedDef } from '../../shared/site/feeds';
import { meldungenOeffentlich } from '../../shared/parts/meldungen/contract';
import { MELDUNG_STATUS_TITEL, meldungPath } from '../../shared/parts/meldungen/values';
import { TOWN } from '../../shared/site/town';
import { NEWS_PATHS, newsDetailPath } from '../../shared/site/news-paths';
import { newsList } from '../../shared/parts/nachrichten/contract';
import { amtsblattList } from '../../shared/parts/amtsblatt/contract';
import { archivThemen } from '../../shared/parts/archiv/contract';
import { veranstaltungenList } from '../../shared/parts/veranstaltungen/contract';
import { berlinInstant, formatEventDate } from '../../shared/format/date';
import { eventPath } from '../../shared/parts/veranstaltungen/event-paths';
import type { OriginOf } from '../http/public-origin';
import { documentTitle } from '../../shared/app/state';

/** Items per feed: a reader keeps what it has seen, a feed only needs what is new. */
export const FEED_ITEMS = 30;

/** The archive topics of the notices and the tenders (spec §4: 30, 32). */
const ARCHIV_THEMEN: Record<string, number> = { bekanntmachungen: 30, ausschreibungen: 32 };

const instant = (wallClock: string) => berlinInstant(wallClock) ?? new Date(0);

/** The items of one feed, newest first, with absolute addresses on `origin`. */
async function itemsOf(feed: FeedDef, cms: CmsClient, origin: string): Promise<Item[]> {
  const abs = (path: string) => `${origin}${path}`;
  if (feed.key in NEWS_PATHS) {
    const res = await cms.load(newsList, {
      params: { rubrik: feed.key },
      query: { seite: 1, pro_seite: FEED_ITEMS, order: ['datum_von DESC', 'sortierung ASC'] },
    });
    const items = res && 'meta' in res ? res.data : [];
    return items.map((n) => ({
      title: n.titel,
      id: abs(newsDetailPath(n.rubrik, n.slug)),
      link: abs(newsDetailPath(n.rubrik, n.slug)),
      description: n.teaser,
      date: instant(n.datum_von),
      ...(n.bild ? { image: { url: abs(n.bild.url), type: 'image/jpeg' } } : {}),
    }));
  }
  if (feed.key === 'amtsblatt') {
    const res = await cms.load(amtsblattList, { query: { seite: 1, pro_seite: FEED_ITEMS } });
    return (res?.data ?? []).map((a) => ({
      title: `Amtsblatt Nr. ${a.ausgabe}/${a.jahr}`,
      id: abs(`${feed.lists[0]}#amtsblatt-${a.id}`),
      link: a.datei ? abs(a.datei.link) : abs(feed.lists[0]!),
      description: a.themen.length ? `Themen: ${a.themen.join(' · ')}` : undefined,
      date: instant(a.datum),
      ...(a.datei ? { enclosure: { url: abs(a.datei.link), type: 'application/pdf', length: a.datei.groesse } } : {}),
    }));
  }
  const thema = ARCHIV_THEMEN[feed.key];
  if (thema !== undefined) {
    // What is valid today, as the list shows it, newest first.
    const res = await cms.load(archivThemen, { query: { themen_id: [thema], gueltig_von: true, gueltig_bis: true, order: ['archiv.gueltig_von DESC'] } });
    const entries = res?.data.find((t) => t.id === thema)?.archiv ?? [];
    return [...entries]
      .sort((a, b) => b.gueltig_von.localeCompare(a.gueltig_von) || b.id - a.id)
      .slice(0, FEED_ITEMS)
      .map((e) => ({
        title: e.titel,
        id: abs(`${feed.lists[0]}#archiv-${e.id}`),
        link: abs(`${feed.lists[0]}#archiv-${e.id}`),
        description:
          [e.beschreibung, e.gueltig_bis ? `Gültig bis ${e.gueltig_bis.split('-').reverse().join('.')}` : null].filter(Boolean).join(' – ') || undefined,
        date: instant(e.gueltig_von),
        ...(e.dokumente[0] ? { enclosure: { url: abs(e.dokumente[0].link), type: e.dokumente[0].mime, length: e.dokumente[0].groesse } } : {}),
      }));
  }
  if (feed.key === 'veranstaltungen') {
    // The coming events in the order they take place; each dated by its start.
    const res = await cms.load(veranstaltungenList, { query: { seite: 1, pro_seite: FEED_ITEMS } });
    return (res?.data ?? []).map((e) => ({
      title: e.titel,
      id: abs(eventPath('gaeste', e.slug)),
      link: abs(eventPath('gaeste', e.slug)),
      description: `${formatEventDate(e.datum_von, e.datum_bis)}, ${e.ort.location}, ${e.ort.street}, ${e.ort.zip} ${e.ort.city}`,
      date: instant(e.datum_von),
      ...(e.bild ? { image: { url: abs(e.bild.url), type: 'image/jpeg' } } : {}),
    }));
  }
  if (feed.key === 'meldungen' || feed.key.startsWith('meldungen-')) {
    // New and changed reports: an item per state, so a reader shows a change as new.
    const district = TOWN.districts.find((d) => `meldungen-${d.key}` === feed.key);
    const res = await cms.load(meldungenOeffentlich, { query: { seite: 1, pro_seite: FEED_ITEMS, ...(district ? { ortsteil: district.name } : {}) } });
    return (res?.data ?? []).map((m) => ({
      title: `Nr. ${m.id}: ${m.kategorie_name}${m.adresse ? `, ${m.adresse}` : ''} – ${MELDUNG_STATUS_TITEL[m.status]}`,
      id: `${abs(meldungPath(m.id))}#${m.geaendert}`,
      link: abs(meldungPath(m.id)),
      description: [m.text, m.antwort ? `Antwort der Stadt: ${m.antwort}` : null].filter(Boolean).join(' – ') || undefined,
      date: new Date(m.geaendert),
    }));
  }
  return [];
}

/** The feed as RSS 2.0 (with its own address as atom:link, as validators ask). */
export async function renderFeed(feed: FeedDef, cms: CmsClient, origin: string, now: Date = new Date()): Promise<string> {
  const items = await itemsOf(feed, cms, origin);
  const site = documentTitle('');
  const out = new Feed({
    title: `${feed.title} – ${site}`,
    description: `${feed.title} der ${site}`,
    id: `${origin}${feed.lists[0]}`,
    link: `${origin}${feed.lists[0]}`,
    language: 'de',
    copyright: `© ${site}`,
    generator: site,
    updated: items.reduce<Date | undefined>((latest, i) => (!latest || i.date > latest ? i.date : latest), undefined) ?? now,
    feedLinks: { rss: `${origin}${feedPath(feed.key)}` },
    ttl: 60,
  });
  for (const item of items) out.addItem(item);
  return out.rss2();
}

/** GET /feeds/{key}.xml: the feeds of shared/site/feeds.ts, on the site's public origin. */
export function feedsRouter(options: { cmsFactory: CmsClientFactory; origin: OriginOf }): RequestHandler {
  const byPath = new Map([...FEEDS, ...meldungenFeeds()].map((f) => [feedPath(f.key), f]));
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(FEED_PREFIX)) return next();
    const feed = byPath.get(req.path);
    if (!feed) return next();
    try {
      const xml = await renderFeed(feed, options.cmsFactory.forRequest(), options.origin(req));
      // Addresses from the request's Host: a shared cache keeps the answers apart per host.
      if (options.origin.byHost) res.vary('Host');
      res.set('content-type', 'application/rss+xml; charset=utf-8').set('cache-control', 'public, max-age=0, s-maxage=60').send(xml);
    } catch (error) {
      next(error);
    }
  };
}
