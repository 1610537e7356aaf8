/**
 * Real cities whose names put the spec's parameter rule to the test: an accent ('Kīhei', 'Cañon City') and an
 * apostrophe ("Coeur d'Alene"). Every scale lists them, with a few listings of every kind, so an API that matches
 * names exactly (API_NAME_MATCH=exact) can check that the crawl asks for 'cañon city', not 'canon city'.
 * Periods ('St. Louis') and ampersands ('Walsh &amp; Sons Pharmacy', 'Obstetrics &amp; Gynecology') come with
 * the data at every scale.
 */
export interface NameCase {
  readonly stateCode: string;
  readonly name: string;
}

export const NAME_CASES: readonly NameCase[] = [
  { stateCode: 'HI', name: 'Kīhei' },
  { stateCode: 'CO', name: 'Cañon City' },
  { stateCode: 'ID', name: "Coeur d'Alene" },
];

/** The listings of each kind a name-case city gets at least, taken from its state's largest city. */
export const NAME_CASE_LISTINGS = 2;

export const isNameCase = (stateCode: string, name: string): boolean => NAME_CASES.some((city) => city.stateCode === stateCode && city.name === name);
