import type { GremiumRef, PersonRef } from '../contract';
import { Link } from '../../../components/Link';
import { CmsImage } from '../../../components/media/CmsImage';
import { PORTRAIT_SIZES } from '../../../site/image-sizes';
import { gremiumPath, personPath } from './paths';
import type { MemberCard } from './gemeinderat.server';

/** The portrait of a member (a drawn outline, no photo) or, without one, an empty frame of the same size. */
export function Portrait({ person, large = false }: { person: PersonRef; large?: boolean }) {
  const className = large ? 'st-member__photo st-member__photo--large' : 'st-member__photo';
  if (!person.bild) return <span className={`${className} st-member__photo--none`} aria-hidden="true" />;
  return large ? (
    <CmsImage className={className} bild={person.bild} variants={PORTRAIT_SIZES} sizes="(min-width: 576px) 240px, 50vw" eager />
  ) : (
    // The name follows right beside it: on cards the picture adds nothing for a screen reader.
    <CmsImage className={className} bild={person.bild} variants={PORTRAIT_SIZES.slice(0, 2)} sizes="96px" decorative />
  );
}

function GremienLinks({ gremien }: { gremien: GremiumRef[] }) {
  return (
    <>
      {gremien.map((g, i) => (
        <span key={g.id}>
          {i > 0 ? ', ' : null}
          <Link to={gremiumPath(g)}>{g.name}</Link>
        </span>
      ))}
    </>
  );
}

/**
 * Members as cards: portrait, name (to the member's page), the function in this body and the main
 * office, district, and the committees and Ortschaftsrat they sit in. `headingLevel` fits the cards
 * under the section they are in.
 */
export function MemberCards({ cards, headingLevel = 3, showFraktion = false }: { cards: MemberCard[]; headingLevel?: 2 | 3; showFraktion?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="st-members">
      {cards.map(({ person, rolle, gremien }) => (
        <li className="st-member" key={person.id}>
          <Portrait person={person} />
          <div className="st-member__body">
            <Heading className="st-member__name">
              <Link to={personPath(person.slug)}>{person.name}</Link>
            </Heading>
            {rolle ? <p className="st-member__rolle">{rolle}</p> : null}
            {person.funktion && person.funktion !== rolle ? <p className="st-member__funktion">{person.funktion}</p> : null}
            <dl className="st-member__facts">
              {showFraktion && person.fraktion ? (
                <div>
                  <dt>Fraktion</dt>
                  <dd>
                    <Link to={gremiumPath(person.fraktion)}>{person.fraktion.kurzname ?? person.fraktion.name}</Link>
                  </dd>
                </div>
              ) : null}
              {person.wohnbezirk ? (
                <div>
                  <dt>Wohnbezirk</dt>
                  <dd>{person.wohnbezirk}</dd>
                </div>
              ) : null}
              {gremien.length ? (
                <div>
                  <dt>{gremien.length === 1 ? 'Gremium' : 'Gremien'}</dt>
                  <dd>
                    <GremienLinks gremien={gremien} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
