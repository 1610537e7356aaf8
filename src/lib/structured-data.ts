/**
 * schema.org JSON-LD for the pages: Physician, Hospital, Pharmacy, MedicalClinic, BlogPosting, BreadcrumbList,
 * with the fields Google requires (name and a PostalAddress for local businesses; position, name and item for
 * breadcrumbs; headline for articles). Rendered with `toJsonLd`, which keeps API text from closing the script.
 */

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
}

/** A medical business or practitioner; the address is a PostalAddress when it can be read, else text. */
export function localBusiness(input: LocalBusinessInput): Thing {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': input.type,
    name: input.name,
    url: input.url,
    address: parseUsAddress(input.address) ?? input.address,
    telephone: input.telephone,
    image: input.image,
    medicalSpecialty: input.medicalSpecialty,
  });
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
