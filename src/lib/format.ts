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
