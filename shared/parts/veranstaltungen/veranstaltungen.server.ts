import { eventData } from '../../site/structured-data';
import { SHARE_SIZE } from '../../site/image-sizes';
import { imageUrl } from '../../components/media/CmsImage';
import type { Loader } from '../../routing/types';
import { veranstaltungDetail, veranstaltungenList, veranstaltungRubriken, type VeranstaltungDetail, type VeranstaltungItem } from './contract';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { type EventCategory, type Zeitraum, zeitraumParam } from '../../site/sidebar-data';
import { LIST_PAGE_SIZE } from '../../site/constants';
import { pageParam } from '../../contract/paging';

import { eventPath, eventsListPath, type EventSection } from './event-paths';
import { TOWN } from '../../site/town';

export type { EventSection };

export interface EventListData {
  section: EventSection;
  items: VeranstaltungItem[];
  seite: number;
  seiten: number;
  gesamt: number;
  categories: EventCategory[];
  /** Selected category (query rubrik_id), null for all. */
  rubrikId: number | null;
  rubrikTitel: string | null;
  zeitraum: Zeitraum;
  /** The days picked in the Stadtleben filter's date pickers (query von, bis), null where none. */
  tage: { von: string | null; bis: string | null };
  /** The site's public origin, for the webcal:// subscription links. */
  origin: string;
}

/** A picked day ('YYYY-MM-DD' as the date picker and the native date field send it), else null. */
function tagParam(query: URLSearchParams, name: 'von' | 'bis'): string | null {
  const v = query.get(name) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : null;
}

function rubrikParam(query: URLSearchParams): number | null {
  const v = query.get('rubrik_id');
  return v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : null;
}

export function eventListLoader(section: EventSection): Loader<EventListData> {
  return async ({ cms, query, origin }) => {
    const seite = pageParam(query);
    // The period option belongs to the Stadtleben filter (spec §2.4).
    const zeitraum = section === 'stadtleben' ? zeitraumParam(query) : 'alle';
    // The period as days picked in the date pickers (Stadtleben); a first day after the last is no period.
    const von = section === 'stadtleben' ? tagParam(query, 'von') : null;
    const bisRaw = section === 'stadtleben' ? tagParam(query, 'bis') : null;
    const bis = von && bisRaw && bisRaw < von ? null : bisRaw;
    const tage = { von: von ?? undefined, bis: bis ?? undefined };
    const [rubriken, list] = await Promise.all([
      cms.get(veranstaltungRubriken),
      cms.load(veranstaltungenList, {
        query: { seite, pro_seite: LIST_PAGE_SIZE, rubrik_id: rubrikParam(query) ?? undefined, zeitraum: zeitraum === 'alle' ? undefined : zeitraum, ...tage },
      }),
    ]);
    const categories = (rubriken?.data ?? []).map((r) => ({ id: r.id, name: r.titel }));
    // An unknown category is shown as "all" rather than as an empty list.
    const selected = categories.find((c) => c.id === rubrikParam(query)) ?? null;
    const data =
      selected || rubrikParam(query) === null
        ? found(list)
        : found(
            await cms.load(veranstaltungenList, { query: { seite, pro_seite: LIST_PAGE_SIZE, zeitraum: zeitraum === 'alle' ? undefined : zeitraum, ...tage } }),
          );
    const seiten = data.meta?.seiten ?? 1;
    if (seite > seiten && seite > 1) notFound('Diese Seite der Liste gibt es nicht.');
    const title = selected ? `Veranstaltungen: ${selected.name}` : 'Veranstaltungen';
    return {
      title,
      description: `Veranstaltungskalender der ${TOWN.officialName}`,
      canonical: section === 'stadtleben' ? eventsListPath('gaeste') : undefined,
      data: {
        section,
        items: data.data,
        seite,
        seiten,
        gesamt: data.meta?.gesamt ?? data.data.length,
        categories,
        rubrikId: selected?.id ?? null,
        rubrikTitel: selected?.name ?? null,
        zeitraum,
        tage: { von, bis },
        origin,
      },
    };
  };
}

export interface EventDetailData {
  section: EventSection;
  item: VeranstaltungDetail;
}

export function eventDetailLoader(section: EventSection): Loader<EventDetailData> {
  return async ({ cms, params, origin }) => {
    const id = slugId(params.slug);
    if (id === 0) notFound();
    const item = found(await cms.load(veranstaltungDetail, { params: { id } })).data;
    // An old or shortened slug with the right id leads to the current address.
    if (params.slug !== item.slug) redirect(eventPath(section, item.slug), 301);
    const description = `${item.titel} – ${item.ort.location}`;
    return {
      title: item.titel,
      description,
      canonical: section === 'stadtleben' ? eventPath('gaeste', item.slug) : undefined,
      meta: {
        ...(item.bild ? { image: item.bild } : {}),
        jsonLd: [
          eventData(
            origin,
            { ...item, url: eventPath('gaeste', item.slug) },
            item.bild ? imageUrl(item.bild.url, SHARE_SIZE.w, SHARE_SIZE.h) : null,
            description,
          ),
        ],
      },
      data: { section, item },
    };
  };
}
