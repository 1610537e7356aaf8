/**
 * schema.org JSON-LD for the pages: Physician, Hospital, Pharmacy, MedicalClinic, BlogPosting, BreadcrumbList,
 * with the fields Google requires (name and a PostalAddress for local businesses; position, name and item for
 * breadcrumbs; headline for articles). Rendered with `toJsonLd`, which keeps API text from closing the script.
 */
import { MINUTES_PER_DAY, parseDayHours, WEEKDAY_NAMES } from './opening-hours.ts';

export interface PostalAddress {
  readonly '@type': 'PostalAddress';
  readonly streetAddress: string;
  readonly addressLocality: string;
  readonly addressRegion: string;
  readonly postalCode: string;
  readonly addressCountry: 'US';
}

/** Reads '1234 Oak Ave Suite 210, Austin, TX 73301' into its parts; undefined when it has another shape. */
export function parseUsAddress(address: string): PostalAddress | undefined {
  const match = /^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  if (!match) return undefined;
  const [, streetAddress = '', addressLocality = '', addressRegion = '', postalCode = ''] = match;
  return { '@type': 'PostalAddress', streetAddress, addressLocality, addressRegion, postalCode, addressCountry: 'US' };
}

type Thing = Record<string, unknown>;

const withoutEmpty = (thing: Thing): Thing => Object.fromEntries(Object.entries(thing).filter(([, value]) => value !== undefined && value !== ''));

export interface LocalBusinessInput {
  readonly type: 'Physician' | 'Hospital' | 'Pharmacy' | 'MedicalClinic';
  readonly name: string;
  readonly url: string;
  readonly address: string;
  readonly telephone?: string;
  readonly image?: string;
  readonly medicalSpecialty?: string;
  /** The office hours the page shows, Monday first, as it shows them ('8:00 AM - 5:00 PM', 'Closed', ''). */
  readonly openingHours?: readonly string[] | undefined;
}

/** A medical business or practitioner; the address is a PostalAddress when it can be read, else text. */
export function localBusiness(input: LocalBusinessInput): Thing {
  const hours = input.openingHours ? openingHoursSpecification(input.openingHours) : [];
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': input.type,
    name: input.name,
    url: input.url,
    address: parseUsAddress(input.address) ?? input.address,
    telephone: input.telephone,
    image: input.image,
    medicalSpecialty: input.medicalSpecialty,
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
  });
}

/** Minutes of the day as schema.org's 'HH:MM'; a range past midnight closes the next day ('02:00' after '18:00'). */
const clockOf = (minutes: number): string => {
  const inDay = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/**
 * schema.org OpeningHoursSpecification of a week of hours texts (Monday first), read as "open now" reads them
 * (src/lib/opening-hours.ts): a day closed is open 00:00–00:00, a day open all day 00:00–23:59 (Google's
 * conventions); days with the same hours share one entry. A day not listed or not readable is left out: none is
 * better than a wrong one.
 */
export function openingHoursSpecification(hours: readonly string[]): Thing[] {
  const byHours = new Map<string, { opens: string; closes: string; days: string[] }>();
  hours.forEach((text, index) => {
    const day = parseDayHours(text);
    const name = WEEKDAY_NAMES[index];
    if (day === 'unknown' || day === 'not-listed' || !name) return;
    const ranges =
      day.length === 0
        ? [{ opens: '00:00', closes: '00:00' }]
        : day.map(({ from, to }) =>
            from === 0 && to === MINUTES_PER_DAY ? { opens: '00:00', closes: '23:59' } : { opens: clockOf(from), closes: clockOf(to) },
          );
    for (const { opens, closes } of ranges) {
      const key = `${opens}-${closes}`;
      const entry = byHours.get(key) ?? { opens, closes, days: [] };
      entry.days.push(name);
      byHours.set(key, entry);
    }
  });
  return [...byHours.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }));
}

export interface BlogPostingInput {
  readonly headline: string;
  readonly url: string;
  readonly description: string;
  readonly datePublished: string;
  readonly image?: string;
}

export function blogPosting(input: BlogPostingInput): Thing {
  const publisher = { '@type': 'Organization', name: 'US Health Directory' };
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline.slice(0, 110),
    url: input.url,
    mainEntityOfPage: input.url,
    description: input.description,
    datePublished: input.datePublished,
    image: input.image,
    author: publisher,
    publisher,
  });
}

/** A BreadcrumbList; every crumb but the last has its page's absolute URL. */
export function breadcrumbList(crumbs: ReadonlyArray<{ readonly label: string; readonly href?: string }>, site: URL | string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) =>
      withoutEmpty({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: crumb.href ? new URL(crumb.href, site).href : undefined,
      }),
    ),
  };
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for a <script type="application/ld+json">: '<', '>' and '&' escaped so text can never end the script. */
export function toJsonLd(thing: Thing): string {
  return JSON.stringify(thing).replace(UNSAFE_IN_SCRIPT, (character) => SCRIPT_ESCAPES[character] ?? character);
}
