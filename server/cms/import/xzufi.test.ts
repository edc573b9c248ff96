import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from './errors';
import { mergeXzufiPages, readXzufi } from './xzufi';

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/import', name));
const page1 = fixture('xzufi-seite-1.xml');
const page2 = fixture('xzufi-seite-2.xml');

function importError(fn: () => unknown): ImportError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ImportError);
    return err as ImportError;
  }
  throw new Error('no error thrown');
}

describe('XZuFi service descriptions', () => {
  it('reads a service with LeiKa key, texts, fees, required documents and links', () => {
    const r = readXzufi(page1);
    expect(r.version).toBe('2.2.0');
    const [ausweis] = r.upserts.services;
    expect(ausweis).toMatchObject({
      id: 'S100001:L100001.LB.1001',
      leikaKeys: ['99102013000000'],
      // Leistungsbezeichnung (03) before Leistungsname (02); German before English.
      title: 'Personalausweis beantragen',
      texts: {
        volltext: '<p>Jede Deutsche und jeder Deutsche ab 16 Jahren muss einen gültigen Ausweis besitzen.</p>',
        voraussetzungen: '<p>Sie müssen den Antrag persönlich stellen.</p>',
        fristen: '<p>Der Ausweis muss vor Ablauf erneuert werden.</p>',
        rechtsgrundlagen: '<p>Personalausweisgesetz (PAuswG)</p>',
      },
      otherSections: [{ code: '99', name: 'Sonstiges', html: 'Ein Hinweis ohne bekannten Code.' }],
      fees: [
        { amount: 37, min: null, max: null, description: 'ab 24 Jahren', prepaid: true },
        { amount: null, min: 22.8, max: 22.8, description: 'unter 24 Jahren', prepaid: null },
      ],
      feeText: '<p>Die Gebühr ist bei Antragstellung zu zahlen.</p>',
      deadlineText: 'keine',
      requiredDocuments: [
        'bisheriger Ausweis oder Reisepass',
        'ein aktuelles biometrisches Passfoto',
        'bei Minderjährigen: Einverständnis der Sorgeberechtigten',
      ],
      links: [{ url: 'https://www.gesetze-im-internet.de/pauswg/', title: 'Personalausweisgesetz' }],
      modified: '2026-10-01T10:00:00+02:00',
    });
    expect(r.upserts.services.map((s) => s.title)).toEqual(['Personalausweis beantragen', 'Hund anmelden']);
  });

  it('reads offices, online services and responsibilities', () => {
    const r = readXzufi(page1);
    expect(r.upserts.offices).toEqual([
      {
        id: 'S100001:O100001.501',
        name: 'Bürgerbüro Beispielheim',
        street: 'Hauptstraße',
        houseNumber: '1',
        postalCode: '79999',
        city: 'Beispielheim',
        phone: '+49 7699 123-0',
        fax: '+49 7699 123-99',
        email: 'buergerbuero@beispielheim.example',
        website: 'https://www.beispielheim.example/buergerbuero',
        line: 84,
      },
    ]);
    expect(r.upserts.onlineServices).toMatchObject([
      {
        id: 'S100001:OD100001.77',
        title: 'Personalausweis online beantragen',
        links: [{ url: 'https://www.service-bw.example/onlineantrag/personalausweis', title: 'Zum Online-Antrag' }],
        trustLevel: '02',
      },
    ]);
    expect(r.upserts.responsibilities.map((z) => [z.id, z.serviceId, z.holderId, z.areaIds])).toEqual([
      ['S100001:Z100001.9001', 'S100001:L100001.LB.1001', 'S100001:O100001.501', ['083159999999']],
      ['S100001:Z100001.9002', 'S100001:L100001.LB.1001', 'S100001:OD100001.77', ['083159999999']],
      ['S100001:Z100001.9003', 'S100001:L100001.LB.1002', 'S100001:O100001.501', ['083159999999']],
    ]);
    expect(r.deletions).toEqual([{ class: 'Leistung', id: 'S100001:L100001.LB.0999', line: 155 }]);
  });

  it('applies loesche across pages: the deleted service and its responsibility are gone, reported by id', () => {
    const merged = mergeXzufiPages([readXzufi(page1), readXzufi(page2)]);
    expect(merged.upserts.services.map((s) => s.id)).toEqual(['S100001:L100001.LB.1001']);
    expect(merged.upserts.responsibilities.map((z) => z.id)).toEqual(['S100001:Z100001.9001', 'S100001:Z100001.9002']);
    expect(merged.deletions.map((d) => [d.class, d.id])).toEqual([
      ['Leistung', 'S100001:L100001.LB.0999'],
      ['Leistung', 'S100001:L100001.LB.1002'],
      ['Zustaendigkeit', 'S100001:Z100001.9003'],
    ]);
    expect(merged.servicesResponsible.get('S100001:L100001.LB.1001')).toEqual({
      officeIds: ['S100001:O100001.501'],
      onlineServiceIds: ['S100001:OD100001.77'],
    });
    // Written again after its deletion, a service is back and no longer deleted.
    const again = mergeXzufiPages([readXzufi(page1), readXzufi(page2), readXzufi(page1)]);
    expect(again.upserts.services).toHaveLength(2);
    expect(again.deletions.map((d) => d.id)).toEqual(['S100001:L100001.LB.0999']);
  });

  it('is repeatable: the same pages give the same records', () => {
    expect(readXzufi(page1)).toEqual(readXzufi(page1.toString('utf8')));
    const a = mergeXzufiPages([readXzufi(page1), readXzufi(page2)]);
    const b = mergeXzufiPages([readXzufi(page1), readXzufi(page2)]);
    expect(b).toEqual(a);
  });

  it('names line and field of bad input in German and refuses a DOCTYPE', () => {
    const ns = 'xmlns:x="http://xoev.de/schemata/xzufi/2_2_0"';
    let e = importError(() => readXzufi(`<x:seite ${ns}>\n<x:schreibe>\n<x:leistung>\n</x:schreibe>\n</x:seite>`));
    expect(e.kind).toBe('format');
    expect(e.message).toBe('Zeile 4: Die Datei ist kein wohlgeformtes XML (ein schließendes Tag passt nicht zum geöffneten).');
    e = importError(() => readXzufi(`<x:seite ${ns}>\n<x:schreibe>\n<x:leistung>\n<x:id> </x:id>\n</x:leistung>\n</x:schreibe>\n</x:seite>`));
    expect(e.message).toBe('Zeile 3, Feld „leistung/id“: Das Pflichtfeld „leistung/id“ fehlt oder ist leer.');
    e = importError(() => readXzufi(`<x:seite ${ns}>\n<x:loesche><x:id>1</x:id></x:loesche>\n</x:seite>`));
    expect(e.message).toBe('Zeile 2, Feld „loesche/@klasse“: „loesche“ ohne Attribut „klasse“.');
    e = importError(() => readXzufi('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<x>&a;</x>'));
    expect(e.message).toBe('Zeile 2: Eine DOCTYPE-Deklaration ist in XZuFi nicht erlaubt.');
    e = importError(() => readXzufi('<seite xmlns="http://xoev.de/schemata/xzufi/1_0_0"><schreibe/></seite>'));
    expect(e.message).toContain('ist nicht XZuFi 2.x');
    e = importError(() => readXzufi('<html><body>Wartungsarbeiten</body></html>'));
    expect(e.message).toBe('Zeile 1: Die Datei enthält weder „schreibe“ noch „loesche“ (Wurzelelement „html“).');
    e = importError(() => readXzufi(page1, { maxBytes: 1024 }));
    expect(e.kind).toBe('size');
    e = importError(() => readXzufi(''));
    expect(e.message).toBe('Zeile 1: Die Datei enthält kein XML-Element.');
  });
});
