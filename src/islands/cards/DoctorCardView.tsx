/** One doctor card. Rendered to static HTML by the pages, and by the Load More island for further pages. */
import type { DoctorCard } from '../../data/cards.ts';
import { renderedByReact } from '../../lib/react-renderer-tag.ts';

export const PLACEHOLDER_PHOTO = '/images/doctor-placeholder.svg';

/** `action` turns the link into a button of that label under the card ('Profile' for group practice providers). */
export function DoctorCardView({ doctor, action }: { readonly doctor: DoctorCard; readonly action?: string }) {
  const photo = doctor.photo ?? { path: PLACEHOLDER_PHOTO, width: 96, height: 96 };
  return (
    <li className="card" data-gender={doctor.filterFacts?.gender} data-rating={doctor.filterFacts?.rating}>
      <img
        className="portrait"
        src={photo.path}
        width={96}
        height={Math.round((96 * photo.height) / photo.width)}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div>
        <h3>{doctor.href && !action ? <a href={doctor.href}>{doctor.name}</a> : doctor.name}</h3>
        {doctor.speciality && <p>{doctor.speciality}</p>}
        {doctor.rating && (
          <p>
            Rating: <span className="rating">{doctor.rating}</span>
          </p>
        )}
        {doctor.address && <p>{doctor.address}</p>}
        {doctor.href && action && (
          <p>
            <a className="button secondary" href={doctor.href}>
              {action}
              <span className="visually-hidden">: {doctor.name}</span>
            </a>
          </p>
        )}
      </div>
    </li>
  );
}

/** A whole list of cards as one component, so a page build renders React once per list rather than once per card. */
export function DoctorCardList({
  doctors,
  action,
  id,
}: {
  readonly doctors: readonly DoctorCard[];
  readonly action?: string | undefined;
  readonly id?: string | undefined;
}) {
  return (
    <ul className="cards" id={id}>
      {doctors.map((doctor, index) => (
        <DoctorCardView key={doctor.href ?? index} doctor={doctor} {...(action ? { action } : {})} />
      ))}
    </ul>
  );
}

renderedByReact(DoctorCardList);
