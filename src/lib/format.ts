/** Formatting of API text for display: entities cleaned, ratings as percentages, '//' lists split. */
import { cleanEntities, stripAmp } from '../api/slugs.ts';

/** Text from the API as it should read: quote, apostrophe and ampersand entities cleaned. */
export function displayText(text: string): string {
  return cleanEntities(text).trim();
}

/** A speciality name for display ('Obstetrics &amp; Gynecology' → 'Obstetrics & Gynecology'). */
export function displaySpeciality(specialtyName: string): string {
  return displayText(stripAmp(specialtyName));
}

/** Specialities whose one person is not their name without its last 's' (nor the '-ology' rule below). */
const PERSON_OF: Readonly<Record<string, string>> = {
  pediatrics: 'Pediatrician',
  psychiatry: 'Psychiatrist',
  midwives: 'Midwife',
  'obstetrics & gynecology': 'Obstetrician-Gynecologist',
  'allergy & immunology': 'Allergist-Immunologist',
};
/** A last word naming a person ('Neurologist', 'Surgeon', 'Practitioner', 'Midwife'), not a field ('Medicine'). */
const PERSON_WORD = /(?:ist|ian|or|er|ant|eon|wife)$/i;

/**
 * One person's specialty, singular, from the API's speciality name, which names a list or a field: 'Neurologists'
 * and 'Neurology' → 'Neurologist', 'Nurse Practitioners' → 'Nurse Practitioner', 'Pediatrics' → 'Pediatrician';
 * a field with no word for its person stays as it is ('Family Medicine'). Lists and URLs keep the API's name.
 */
export function personSpeciality(specialtyName: string): string {
  const name = displaySpeciality(specialtyName);
  const known = PERSON_OF[name.toLowerCase()];
  if (known) return known;
  if (/^[a-z]+ology$/i.test(name)) return name.replace(/y$/i, 'ist');
  const plural = /^(.*\S)s$/i.exec(name);
  if (plural?.[1] && !/(?:ss|ics|us)$/i.test(name) && PERSON_WORD.test(plural[1])) return plural[1];
  return name;
}

/** How a sentence names one person by specialty: 'an anesthesiologist', 'a family medicine provider'. */
export function personSpecialityPhrase(specialtyName: string): string {
  const person = personSpeciality(specialtyName);
  const noun = PERSON_WORD.test(person) ? person.toLowerCase() : `${person.toLowerCase()} provider`;
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A state's label in grids: District of Columbia is shortened to D.C. */
export function stateLabel(state: string): string {
  return /^district of columbia$/i.test(state.trim()) ? 'D.C.' : state;
}

/** A doctor's rating with the word 'ratings' replaced by '%' ('92 ratings' → '92%'); '' when there is none. */
export function ratingPercent(rating: string): string {
  const trimmed = rating.trim();
  if (!trimmed) return '';
  const replaced = trimmed.replace(/\s*ratings?\s*$/i, '%');
  return replaced.endsWith('%') ? replaced : `${replaced}%`;
}

/** A '//'-separated list of the API (education, other specialities, comments) as items. */
export function splitDoubleSlash(text: string): string[] {
  return text
    .split('//')
    .map((item) => displayText(item))
    .filter((item) => item.length > 0);
}

/** A comma-separated list of the API (hospital qualities) as items. */
export function splitComma(text: string): string[] {
  return text
    .split(',')
    .map((item) => displayText(item))
    .filter((item) => item.length > 0);
}

/** A telephone link target for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

// Spelled by hand as en-US writes a long date: Intl's formatter cost more per page than the rest of its layout.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Month day, year' in US English, for an API date ('2024-05-13T00:00:00'). */
export function formatLongDate(date: string): string {
  const parsed = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(date) ? date : `${date.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return '';
  return `${MONTHS[parsed.getUTCMonth()]} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}`;
}

/** What a further page of a list is called by the names of the cards it holds ('Ann Lee to Bo Park'), however the
 * list's other names change; `none` for a page without names. */
export function nameRange(cards: ReadonlyArray<{ readonly name: string }>, none: string): string {
  const first = cards[0]?.name;
  const last = cards.at(-1)?.name;
  if (!first || !last) return none;
  return first === last ? first : `${first} to ${last}`;
}
