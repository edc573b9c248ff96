import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { PrintButton, StrasseBox, Swatch, artOf } from './AbfallParts';
import { actionPath, shortDay } from './paths';
import type { JahrData } from './abfall.server';

/**
 * jahresuebersicht/{uuid}: twelve compact month tables with short forms and a legend, made for
 * printing on one A3 sheet (print.css hides header navigation, breadcrumb and sidebar).
 */
export default function AbfallJahresuebersichtPage({ data }: PageProps<JahrData>) {
  const { strasse, arten, monate } = data;
  const used = arten.filter((a) => monate.some((m) => m.tage.some((t) => t.termine.some((x) => x.art === a.key))));
  return (
    <PageFrame title={`Jahresübersicht ${strasse.name} (${strasse.ortsteil})`} sidebar={<StrasseBox base={data} />}>
      <p className="st-abfall__meta">
        Abfuhrbezirk {strasse.abfuhrbezirk.titel} · {monate[0]!.titel} bis {monate[11]!.titel}
      </p>
      <div className="st-abfall__printbar">
        <p>Zum Ausdrucken nutzen Sie die Druckfunktion Ihres Browsers (Strg + P, am Mac ⌘ + P). Die Übersicht passt auf ein Blatt im Format A3.</p>
        <PrintButton />
      </div>

      <section aria-labelledby="legende" className="st-abfall__legend">
        <h2 id="legende">Legende</h2>
        <dl>
          {(used.length ? used : arten).map((a) => (
            <div key={a.key} className="st-abfall__legenditem">
              <dt>
                <Swatch farbe={a.farbe} />
                <abbr title={a.titel}>{a.kuerzel}</abbr>
              </dt>
              <dd>{a.titel}</dd>
            </div>
          ))}
        </dl>
        <p className="st-abfall__legendnote">* Verschobener Termin oder Termin mit Hinweis; die Hinweise stehen unter dem Monat.</p>
      </section>

      <div className="st-abfall__months">
        {monate.map((m) => {
          const notes = m.tage.flatMap((t) => t.termine.filter((x) => x.hinweis).map((x) => ({ datum: t.datum, termin: x })));
          return (
            <div key={m.key} className="st-abfall__month">
              <table className="st-abfall__table">
                <caption>{m.titel}</caption>
                <thead>
                  <tr>
                    <th scope="col">Tag</th>
                    <th scope="col">Abfuhr</th>
                  </tr>
                </thead>
                <tbody>
                  {m.tage.length === 0 ? (
                    <tr>
                      <td colSpan={2}>Keine Termine</td>
                    </tr>
                  ) : (
                    m.tage.map((t) => (
                      <tr key={t.datum}>
                        <th scope="row">
                          <time dateTime={t.datum}>{shortDay(t.datum)}</time>
                        </th>
                        <td>
                          {t.termine.map((x) => {
                            const art = artOf(arten, x.art);
                            return (
                              <span key={x.art} className="st-abfall__code">
                                <Swatch farbe={art.farbe} />
                                <abbr title={art.titel}>{art.kuerzel}</abbr>
                                {x.hinweis ? '*' : ''}
                              </span>
                            );
                          })}
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
              {notes.length ? (
                <ul className="st-abfall__monthnotes">
                  {notes.map((n) => (
                    <li key={`${n.datum}-${n.termin.art}`}>
                      {shortDay(n.datum)} {artOf(arten, n.termin.art).titel}: {n.termin.hinweis}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="st-abfall__screenonly">
        <Link to={actionPath('termine', strasse.uuid)}>Zurück zu den nächsten Terminen</Link>
      </p>
    </PageFrame>
  );
}
