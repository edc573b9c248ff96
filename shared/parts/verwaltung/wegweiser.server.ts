import type { Loader } from '../../routing/types';
import { termineDienste } from '../termine/contract';
import { seiteDetail, type Seite } from '../seiten/contract';
import {
  formulareList,
  lebenslageDetail,
  lebenslagenList,
  verfahrenBuchstaben,
  verfahrenDetail,
  verfahrenList,
  type Buchstabe,
  type Formular,
  type LebenslageDetail,
  type LebenslageListItem,
  type VerfahrenDetail,
  type VerfahrenListItem,
} from './contract';
import type { ProcedureSidebar } from '../../site/sidebar-data';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { paths } from '../../site/paths';
import { letterLabel, linksFor, servicebwUrl, type Bereich } from './links';
import { checkSeite, letterSegment, paginate, samePath } from './params.server';
import { pageParam } from '../../contract/paging';
import { TOWN } from '../../site/town';

/** Letters of the A–Z bar that have procedures (spec §2.3 /rathaus/wegweiser/verfahren). */
function lettersWithEntries(list: { data: Buchstabe[] } | null): string[] | null {
  return list ? list.data.filter((b) => b.anzahl > 0).map((b) => b.buchstabe) : null;
}

const LEBENSLAGEN_PER_PAGE = 12;

export interface WegweiserData {
  intro: Seite | null;
  lebenslagen: LebenslageListItem[];
  /** More life situations than the start page shows. */
  weitereLebenslagen: boolean;
  buchstaben: string[] | null;
}

/** /rathaus/wegweiser/: introduction, the life situations, the A–Z bar and the way to the forms. */
export const wegweiserLoader: Loader<WegweiserData> = async ({ cms }) => {
  const [intro, lagen, buchstaben] = await Promise.all([
    cms.get(seiteDetail, { query: { pfad: '/rathaus/wegweiser/' } }),
    cms.load(lebenslagenList),
    cms.get(verfahrenBuchstaben),
  ]);
  const all = found(lagen).data;
  return {
    title: intro?.data.titel ?? 'Wegweiser: Was erledige ich wo?',
    description: intro?.data.beschreibung ?? `Alle Leistungen der ${TOWN.administration} von A bis Z und nach Lebenslagen.`,
    data: {
      intro: intro?.data ?? null,
      lebenslagen: all.slice(0, LEBENSLAGEN_PER_PAGE),
      weitereLebenslagen: all.length > LEBENSLAGEN_PER_PAGE,
      buchstaben: lettersWithEntries(buchstaben),
    },
  };
};

export interface LebenslagenData {
  items: LebenslageListItem[];
  seite: number;
  seiten: number;
  gesamt: number;
}

/** /rathaus/wegweiser/lebenslagen/: every life situation. */
export const lebenslagenLoader: Loader<LebenslagenData> = async ({ cms, query }) => {
  const page = paginate(found(await cms.load(lebenslagenList)).data, pageParam(query), LEBENSLAGEN_PER_PAGE);
  return {
    title: page.seite > 1 ? `Lebenslagen, Seite ${page.seite}` : 'Lebenslagen',
    description: `Leistungen der ${TOWN.administration} nach Lebenslagen: Umzug, Geburt, Heirat, Bauen und mehr.`,
    data: page,
  };
};

const PROCEDURES_PER_PAGE = 20;

export interface LebenslageData {
  lage: Omit<LebenslageDetail, 'verfahren'>;
  verfahren: LebenslageDetail['verfahren'];
  seite: number;
  seiten: number;
  gesamt: number;
}

/** /rathaus/wegweiser/{lebenslage}: one life situation with its procedures. */
export const lebenslageLoader: Loader<LebenslageData> = async ({ cms, params, query }) => {
  const url = params.lebenslage ?? '';
  if (!/^[a-z0-9-]{1,80}$/.test(url)) notFound();
  const { verfahren, ...lage } = found(await cms.load(lebenslageDetail, { params: { url } })).data;
  const page = paginate(verfahren, pageParam(query), PROCEDURES_PER_PAGE);
  return {
    title: page.seite > 1 ? `${lage.titel}, Seite ${page.seite}` : lage.titel,
    description: lage.beschreibung,
    data: { lage, verfahren: page.items, seite: page.seite, seiten: page.seiten, gesamt: page.gesamt },
  };
};

/** The CMS's largest page; the A–Z overview shows all procedures of a town on one page. */
const INDEX_PER_PAGE = 100;

export interface VerfahrenIndexData {
  buchstaben: string[] | null;
  items: VerfahrenListItem[];
  seite: number;
  seiten: number;
  gesamt: number;
}

/** /rathaus/wegweiser/verfahren: the letter bar and all procedures grouped by letter. */
export const verfahrenIndexLoader: Loader<VerfahrenIndexData> = async ({ cms, query }) => {
  const seite = pageParam(query);
  const [list, buchstaben] = await Promise.all([cms.load(verfahrenList, { query: { seite, pro_seite: INDEX_PER_PAGE } }), cms.get(verfahrenBuchstaben)]);
  const res = found(list);
  const seiten = res.meta?.seiten ?? 1;
  checkSeite(seite, seiten);
  return {
    title: seite > 1 ? `Leistungen von A bis Z, Seite ${seite}` : 'Leistungen von A bis Z',
    description: `Alle Leistungen der ${TOWN.administration} in alphabetischer Reihenfolge.`,
    data: { buchstaben: lettersWithEntries(buchstaben), items: res.data, seite, seiten, gesamt: res.meta?.gesamt ?? res.data.length },
  };
};

export interface VerfahrenBuchstabeData {
  bereich: Bereich;
  buchstabe: string;
  buchstaben: string[] | null;
  items: VerfahrenListItem[];
  seite: number;
  seiten: number;
  gesamt: number;
}

/**
 * Procedures of one letter: /rathaus/wegweiser/verfahren/{buchstabe} and /servicebw/{anfangsbuchstabe}.
 * A letter without procedures is a normal page that says so; something that is no letter is a 404.
 */
export function verfahrenBuchstabeLoader(bereich: Bereich): Loader<VerfahrenBuchstabeData> {
  return async ({ cms, params, query }) => {
    const links = linksFor(bereich);
    const buchstabe = letterSegment(bereich === 'servicebw' ? params.anfangsbuchstabe : params.buchstabe, links.buchstabe);
    const seite = pageParam(query);
    const [list, buchstaben] = await Promise.all([
      cms.load(verfahrenList, { query: { buchstabe, seite, pro_seite: PROCEDURES_PER_PAGE } }),
      cms.get(verfahrenBuchstaben),
    ]);
    const res = found(list);
    const seiten = res.meta?.seiten ?? 1;
    checkSeite(seite, seiten);
    const title = [`Leistungen mit ${letterLabel(buchstabe)}`, seite > 1 ? `Seite ${seite}` : null].filter(Boolean).join(', ');
    return {
      title: bereich === 'servicebw' ? `${title} – Service-BW` : title,
      description: `Leistungen der ${TOWN.administration} mit dem Anfangsbuchstaben ${letterLabel(buchstabe)}.`,
      // The service area shows the Wegweiser's list: search engines find it there.
      canonical: bereich === 'servicebw' ? paths.verfahrenBuchstabe(buchstabe) : undefined,
      data: { bereich, buchstabe, buchstaben: lettersWithEntries(buchstaben), items: res.data, seite, seiten, gesamt: res.meta?.gesamt ?? res.data.length },
    };
  };
}

export interface VerfahrenDetailData {
  bereich: Bereich;
  verfahren: Omit<VerfahrenDetail, 'sidebar'>;
  /** Spec §2.4, §3: the contact of the sidebar, its links in the page's area. */
  sidebar: ProcedureSidebar;
  /** The appointment booking of this procedure at the Bürgerbüro (the termine part, ADR 55), if it is bookable. */
  termin?: string | null;
}

/** The spec's sidebar object as the sidebar component takes it; addresses moved into the area. */
export function toSidebar(s: VerfahrenDetail['sidebar'], bereich: Bereich): ProcedureSidebar {
  const move = (url: string, kind: 'amt' | 'mitarbeiter') => (bereich === 'servicebw' ? servicebwUrl(url, kind) : url);
  return {
    mitarbeiter: s.mitarbeiter.map((m) => ({
      vorname: [m.titel, m.vorname].filter(Boolean).join(' '),
      nachname: m.nachname,
      detailURL: move(m.detailURL, 'mitarbeiter'),
      aemter: m.aemter,
    })),
    amt: {
      titel: s.amt.titel,
      detailURL: move(s.amt.detailURL, 'amt'),
      adresse: s.amt.adresse,
      kontakt: { telefon: s.amt.kontakt.telefon, telefax: s.amt.kontakt.telefax ?? '', email: s.amt.kontakt.email },
    },
  };
}

/**
 * One procedure: /rathaus/wegweiser/verfahren/{buchstabe}/{slug_id} or /servicebw/{anfangsbuchstabe}/{slug_id}.
 * Only the id counts; under another letter or with an outdated slug it answers 301 to its address.
 */
export function verfahrenDetailLoader(bereich: Bereich): Loader<VerfahrenDetailData> {
  return async ({ cms, params, pathname }) => {
    const id = slugId(params.slug);
    if (id === 0) notFound();
    const [detail, dienste] = await Promise.all([cms.load(verfahrenDetail, { params: { id } }), cms.get(termineDienste)]);
    const { sidebar, ...verfahren } = found(detail).data;
    const dienst = dienste?.data.find((d) => d.verfahren?.id === verfahren.id);
    const canonical = bereich === 'servicebw' ? paths.servicebwLeistung(verfahren.id, verfahren.titel) : verfahren.url;
    if (!samePath(pathname, canonical)) redirect(canonical, 301);
    return {
      title: verfahren.titel,
      description: verfahren.kurztext,
      canonical: verfahren.url,
      data: { bereich, verfahren, sidebar: toSidebar(sidebar, bereich), termin: dienst ? `/rathaus/termine/?dienst=${dienst.id}` : null },
    };
  };
}

export type FormulareAnsicht = 'amt' | 'az';

export interface FormulareData {
  bereich: Bereich;
  ansicht: FormulareAnsicht;
  items: Formular[];
  seite: number;
  seiten: number;
  gesamt: number;
}

const FORMS_PER_PAGE = 100;

/** /rathaus/wegweiser/formulare and /servicebw/formulare: all forms, by office (default) or A–Z. */
export function formulareLoader(bereich: Bereich): Loader<FormulareData> {
  return async ({ cms, query }) => {
    const seite = pageParam(query);
    const ansicht: FormulareAnsicht = query.get('ansicht') === 'az' ? 'az' : 'amt';
    const res = found(await cms.load(formulareList, { query: { seite, pro_seite: FORMS_PER_PAGE } }));
    const seiten = res.meta?.seiten ?? 1;
    checkSeite(seite, seiten);
    const title = [ansicht === 'az' ? 'Formulare von A bis Z' : 'Formulare', seite > 1 ? `Seite ${seite}` : null].filter(Boolean).join(', ');
    return {
      title: bereich === 'servicebw' ? `${title} – Service-BW` : title,
      description: `Formulare und Anträge der ${TOWN.administration} zum Herunterladen.`,
      canonical: bereich === 'servicebw' ? paths.formulare() : undefined,
      data: { bereich, ansicht, items: res.data, seite, seiten, gesamt: res.meta?.gesamt ?? res.data.length },
    };
  };
}
