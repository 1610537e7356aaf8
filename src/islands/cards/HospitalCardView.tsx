/** One hospital card. Rendered to static HTML by the pages, and at build for a paged list's JSON (its filters). */
import type { HospitalCard } from '../../data/cards.ts';
import { renderedByReact } from '../../lib/react-renderer-tag.ts';

export function HospitalCardView({ hospital }: { readonly hospital: HospitalCard }) {
  return (
    <li className="card" data-rating={hospital.filterFacts?.rating}>
      <div>
        <h3>{hospital.href ? <a href={hospital.href}>{hospital.name}</a> : hospital.name}</h3>
        {hospital.rating && (
          <p>
            <span className="rating">{hospital.rating}</span> of patients recommend
          </p>
        )}
        {hospital.address && <p>{hospital.address}</p>}
      </div>
    </li>
  );
}

/** A whole list of cards as one component, so a page build renders React once per list rather than once per card. */
export function HospitalCardList({ hospitals, id }: { readonly hospitals: readonly HospitalCard[]; readonly id?: string | undefined }) {
  return (
    <ul className="cards" id={id}>
      {hospitals.map((hospital, index) => (
        <HospitalCardView key={hospital.href ?? index} hospital={hospital} />
      ))}
    </ul>
  );
}

renderedByReact(HospitalCardList);
