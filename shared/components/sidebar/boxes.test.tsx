import { describe, expect, it } from 'vitest';
import { AmtsblattBox, amtsblattSubscribeHref } from './AmtsblattBox';
import { DistrictBox } from './DistrictBox';
import { MayorBox } from './MayorBox';
import { SidebarBox } from './SidebarBox';
import { ProcedureContact } from './ProcedureContact';
import { EventDetailBox } from './EventDetailBox';
import { GaesteInfoBox } from './GaesteInfoBox';
import { sidebarFor, type ProcedureSidebar } from '../../site/sidebar';
import { element, labelledHeadings, links, renderAt, text } from './render-for-test';

describe('Amtsblatt box (Rathaus, amtsblatt)', () => {
  const html = renderAt(<AmtsblattBox />, '/rathaus/amtsblatt/');
  it('explains the weekly gazette, free to every household on Fridays', () => {
    expect(labelledHeadings(html)).toEqual(['Das Amtsblatt']);
    expect(text(html)).toContain('erscheint jede Woche');
    expect(text(html)).toContain('freitags kostenlos an alle Haushalte');
  });
  it('links to the contact page and to the subscription by e-mail', () => {
    expect(links(html)).toEqual([
      { href: '/rathaus/kontakt/', text: 'Kontakt zur Stadtverwaltung', current: false },
      { href: 'mailto:amtsblatt@musterstadt.de?subject=Abonnement%20Amtsblatt', text: 'Abonnement per E-Mail anfragen', current: false },
    ]);
    expect(amtsblattSubscribeHref()).toBe('mailto:amtsblatt@musterstadt.de?subject=Abonnement%20Amtsblatt');
  });
});

describe('District box (spec §2.4)', () => {
  it.each([
    ['bombach', 'Bombach', 'Weinstraße 12', 'Telefon: 07641 123-91', 'tel:+49764112391'],
    ['hecklingen', 'Hecklingen', 'Lindenplatz 1', 'Telefon: 07641 123-92', 'tel:+49764112392'],
    ['nordweil', 'Nordweil', 'Hochfirststraße 5', 'Telefon: 07641 123-93', 'tel:+49764112393'],
  ] as const)('shows the Ortsverwaltung %s with address and phone', (key, name, street, phone, tel) => {
    const html = renderAt(<DistrictBox district={key} page="verwaltung" />);
    expect(labelledHeadings(html)).toEqual([`Ortsteil ${name}`]);
    const address = text(element(html, 'address') ?? '');
    expect(address).toBe(`Ortsverwaltung ${name}${street}79999 Musterstadt-${name}`);
    expect(text(html)).toContain(phone);
    expect(links(html).map((l) => l.href)).toContain(tel);
  });

  it('links the administration page and the history page, marking the one shown', () => {
    const html = renderAt(<DistrictBox district="bombach" page="geschichte" />, '/musterstadt/bombach-geschichte_2580');
    expect(element(html, 'nav', 'aria-label="Seiten zum Ortsteil Bombach"')).not.toBeNull();
    expect(links(html).filter((l) => !l.href.startsWith('tel:'))).toEqual([
      { href: '/musterstadt/bombach-verwaltung_590', text: 'Ortsverwaltung Bombach', current: false },
      { href: '/musterstadt/bombach-geschichte_2580', text: 'Geschichte von Bombach', current: true },
    ]);
  });

  it('marks neither link on the district overview', () => {
    expect(links(renderAt(<DistrictBox district="nordweil" page={null} />)).filter((l) => l.current)).toEqual([]);
  });
});

describe('Mayor box', () => {
  it('gives the contact of the mayor’s office and links to her contact page (spec §2.4)', () => {
    const html = renderAt(<MayorBox />, '/musterstadt/buergermeister/');
    expect(labelledHeadings(html)).toEqual(['Bürgermeisterin']);
    expect(text(html)).toContain('Dr. Katrin Albrecht');
    expect(text(html)).toContain('Sekretariat der Bürgermeisterin');
    expect(links(html)).toEqual([
      { href: 'tel:+49764112310', text: '07641 123-10', current: false },
      { href: 'mailto:rathaus@musterstadt.de', text: 'rathaus@musterstadt.de', current: false },
      { href: '/rathaus/kontakt/?amt=40', text: 'Nachricht an die Bürgermeisterin schreiben', current: false },
    ]);
  });
});

describe('SidebarBox: the box a path brings without page data', () => {
  it.each([
    ['/rathaus/amtsblatt/', 'Das Amtsblatt'],
    ['/musterstadt/hecklingen-geschichte_2581', 'Ortsteil Hecklingen'],
    ['/musterstadt/buergermeister-grusswort/', 'Bürgermeisterin'],
  ])('%s → %s', (path, heading) => {
    expect(labelledHeadings(renderAt(<SidebarBox descriptor={sidebarFor(path)} />, path))).toEqual([heading]);
  });

  it.each(['/rathaus/buergernachrichten/', '/rathaus/wegweiser/verfahren/a/anwohnerparkausweis_123', '/gaeste/veranstaltungen/', '/wirtschaft/', '/'])(
    'shows nothing on %s (the page brings that box, or there is none)',
    (path) => {
      expect(renderAt(<SidebarBox descriptor={sidebarFor(path)} />, path)).toBe('');
    },
  );
});

const employee: ProcedureSidebar['mitarbeiter'][number] = {
  vorname: 'Jana',
  nachname: 'Keller',
  detailURL: '/rathaus/mitarbeiter/jana-keller_31',
  aemter: [
    { funktion: 'Sachbearbeitung Meldewesen', zimmer: 'E.04', kontakt: { telefon: '+49 7641 123-131', email: 'j.keller@musterstadt.de' } },
    { funktion: 'Fundbüro', zimmer: '', kontakt: { telefon: '', email: 'fundbuero@musterstadt.de' } },
  ],
};
const office: ProcedureSidebar['amt'] = {
  titel: 'Bürgerbüro',
  detailURL: '/rathaus/fachaemter/buergerbuero_49',
  adresse: { gebaeude: 'Rathaus, Erdgeschoss', strasse: 'Marktplatz 1', plz: '79999', ort: 'Musterstadt' },
  kontakt: { telefon: '+49 7641 123-100', telefax: '+49 7641 123-109', email: 'buergerbuero@musterstadt.de' },
};

describe('Procedure contact (spec §3 procedure detail sidebar object)', () => {
  it('shows the first responsible employee: name linked, functions, room, phone, e-mail', () => {
    const other = { ...employee, vorname: 'Tom', nachname: 'Berger' };
    const html = renderAt(<ProcedureContact contact={{ mitarbeiter: [employee, other], amt: office }} />);
    expect(labelledHeadings(html)).toEqual(['Ihre Ansprechperson']);
    const t = text(html);
    expect(t).toContain('Sachbearbeitung Meldewesen');
    expect(t).toContain('Zimmer E.04');
    expect(t).toContain('Telefon: 07641 123-131');
    expect(t).toContain('Fundbüro');
    expect(t).not.toContain('Tom Berger');
    expect(t).not.toContain('Bürgerbüro');
    expect(links(html)).toEqual([
      { href: '/rathaus/mitarbeiter/jana-keller_31', text: 'Jana Keller', current: false },
      { href: 'tel:+497641123131', text: '07641 123-131', current: false },
      { href: 'mailto:j.keller@musterstadt.de', text: 'j.keller@musterstadt.de', current: false },
      { href: 'mailto:fundbuero@musterstadt.de', text: 'fundbuero@musterstadt.de', current: false },
    ]);
  });

  it('shows the office when no employee is named: title linked, building, street, postcode, city, phone, fax, e-mail', () => {
    const html = renderAt(<ProcedureContact contact={{ mitarbeiter: [], amt: office }} />);
    expect(labelledHeadings(html)).toEqual(['Zuständige Stelle']);
    expect(text(element(html, 'address') ?? '')).toBe('Rathaus, ErdgeschossMarktplatz 179999 Musterstadt');
    const t = text(html);
    expect(t).toContain('Telefon: 07641 123-100');
    expect(t).toContain('Fax: 07641 123-109');
    expect(links(html)).toEqual([
      { href: '/rathaus/fachaemter/buergerbuero_49', text: 'Bürgerbüro', current: false },
      { href: 'tel:+497641123100', text: '07641 123-100', current: false },
      { href: 'mailto:buergerbuero@musterstadt.de', text: 'buergerbuero@musterstadt.de', current: false },
    ]);
  });

  it('opens a detail page on another site in a new window', () => {
    const html = renderAt(<ProcedureContact contact={{ mitarbeiter: [], amt: { ...office, detailURL: 'https://www.service-bw.de/amt/123' } }} />);
    expect(element(html, 'a', 'href="https://www.service-bw.de/amt/123"')).toContain('target="_blank"');
  });
});

describe('Event detail box', () => {
  const event = { datum_von: '2026-02-12T19:00', datum_bis: '2026-02-14T01:00', ort: 'Festhalle Musterstadt', veranstalter: 'Narrenzunft Musterstadt' };

  it('shows date (spec §9 display), place and organiser as a description list', () => {
    const html = renderAt(
      <EventDetailBox event={event} calendarHref="/api/cms/veranstaltung/88.ics" back={{ href: '/gaeste/veranstaltungen/', label: 'Alle Veranstaltungen' }} />,
    );
    expect(labelledHeadings(html)).toEqual(['Termin']);
    expect(html).toContain('<time dateTime="2026-02-12">Donnerstag, 12.02.2026, 19:00 Uhr bis 14.02.2026 - 01:00 Uhr</time>');
    expect(text(element(html, 'dl') ?? '')).toBe(
      'DatumDonnerstag, 12.02.2026, 19:00 Uhr bis 14.02.2026 - 01:00 UhrOrtFesthalle MusterstadtVeranstalterNarrenzunft Musterstadt',
    );
  });

  it('links to the calendar file and back to the list', () => {
    const html = renderAt(
      <EventDetailBox event={event} calendarHref="/api/cms/veranstaltung/88.ics" back={{ href: '/gaeste/veranstaltungen/', label: 'Alle Veranstaltungen' }} />,
    );
    expect(links(html)).toEqual([
      { href: '/api/cms/veranstaltung/88.ics', text: 'In den Kalender eintragen (iCalendar-Datei)', current: false },
      { href: '/gaeste/veranstaltungen/', text: 'Alle Veranstaltungen', current: false },
    ]);
  });

  it('leaves out what the event does not have', () => {
    const html = renderAt(
      <EventDetailBox
        event={{ datum_von: '2026-05-01', datum_bis: null, ort: null, veranstalter: null }}
        back={{ href: '/stadtleben/veranstaltungen/', label: 'Alle Termine' }}
      />,
    );
    expect(text(element(html, 'dl') ?? '')).toBe('DatumFreitag, 01.05.2026');
    expect(links(html).map((l) => l.text)).toEqual(['Alle Termine']);
  });
});

describe('Gäste info box (Fasnet, Fasnetvereine, Märkte)', () => {
  it('shows the info text and the link lists, external links in a new window', () => {
    const html = renderAt(
      <GaesteInfoBox
        title="Fasnet in Musterstadt"
        text="Die schwäbisch-alemannische Fasnet beginnt am Dreikönigstag."
        lists={[
          { title: 'Termine', items: [{ link: '/gaeste/veranstaltungen/?rubrik_id=6', linktext: 'Fasnetsveranstaltungen', isintern: true }] },
          { title: 'Vereine', items: [{ link: 'https://narrenzunft.example.org/', linktext: 'Narrenzunft Musterstadt', isintern: false }] },
        ]}
      />,
      '/gaeste/fasnet/',
    );
    expect(labelledHeadings(html)).toEqual(['Fasnet in Musterstadt']);
    expect(text(html)).toContain('Die schwäbisch-alemannische Fasnet beginnt am Dreikönigstag.');
    expect([...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(['Termine', 'Vereine']);
    expect(links(html)).toEqual([
      { href: '/gaeste/veranstaltungen/?rubrik_id=6', text: 'Fasnetsveranstaltungen', current: false },
      { href: 'https://narrenzunft.example.org/', text: 'Narrenzunft Musterstadt (öffnet in einem neuen Fenster)', current: false },
    ]);
    expect(element(html, 'a', 'href="https://narrenzunft.example.org/"')).toContain('target="_blank"');
  });
});
