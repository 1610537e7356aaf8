/**
 * What the words of a search mean beyond a name: a speciality named by its practitioner ('cardiologist' for
 * 'Cardiology' or 'Cardiologists'), a state named in full ('dentist texas'), and titles, credentials and small
 * words said around a name ('Dr. Bonnie', 'Smith MD', 'pharmacies in'), which are not part of any name. Pure: the
 * browser's query and the tests use it, and the index builder keys specialities with the same functions.
 */
import { US_STATES } from '../lib/us-states.ts';
import type { SearchKind } from './index-format.ts';
import { searchWords } from './normalize.ts';

/** The key of a speciality, a city name or a state in the index's file names: its search words joined by '-'. */
export const termKey = (text: string): string => searchWords(text).join('-');

// Said before a name, and after it: titles and credentials. Every listing of a kind could carry them.
const TITLES = new Set('dr drs doctor doctors prof professor mr mrs ms miss'.split(' '));
const CREDENTIALS = new Set(
  (
    'md do dds dmd np pa pac rn lpn phd psyd dpm od dc pt dpt msw lcsw lpc lmft lmhc faap facp facc facs facog mbbs ' +
    'crnp aprn fnp dnp cnm mph mba bsn msn ccc slp otr jr sr ii iii iv'
  ).split(' '),
);
// Said around a name, never a name's own word worth requiring: titles, credentials, and words that join a query.
// Two-letter state codes are not read in the name box: 'MD', 'PA', 'IN' are far more often a credential or a word.
const AROUND_NAMES = new Set([...TITLES, ...CREDENTIALS, ...'in near at the of for a an best top and me my around'.split(' ')]);

/** The words of a name or a query, with 'M.D.', 'D.O.', 'Ph.D.' read as one credential each, not letters. */
export const nameWordsOf = (text: string): string[] =>
  searchWords(text.replace(/\b(?:[a-z]\.){2,}|\bph\.d\.?/gi, (abbreviation) => abbreviation.replace(/\./g, '')));

/** The words the search index files a name under: without the titles before it and the credentials after it, which
 * would make one word of every listing ('Smith MD'), as long as two words remain ('Anh Do' keeps its surname). */
export function indexedWordsOf(name: string): string[] {
  const words = nameWordsOf(name);
  let start = 0;
  let end = words.length;
  while (end - start > 2 && TITLES.has(words[start] ?? '')) start++;
  while (end - start > 2 && CREDENTIALS.has(words[end - 1] ?? '')) end--;
  return words.slice(start, end);
}

// Words that name the kind itself: 'pharmacies in San Francisco' asks for pharmacies, not ones named so.
const KIND_WORDS: Readonly<Record<SearchKind, readonly string[]>> = {
  doctor: ['physician', 'physicians'],
  hospital: ['hospital', 'hospitals'],
  pharmacy: ['pharmacy', 'pharmacies', 'drugstore', 'drugstores'],
  urgent_care: ['urgent', 'care', 'clinic', 'clinics', 'walk'],
  group_practice: ['group', 'groups', 'practice', 'practices'],
};

// A speciality's name and its practitioner meet at one stem: cardiology, cardiologist, cardiologists → cardiolog;
// pediatrics, pediatrician → pediatr; dentistry, dentist, dental → dent; surgery, surgeons → surg.
const SUFFIXES = ['istry', 'ician', 'ist', 'ic', 'ian', 'ery', 'eon', 'or', 'er', 'al', 'y', 'e'];

/** The stem a speciality word is matched by: its plural taken off, then one ending. */
export function specialityStem(word: string): string {
  let stem = word.replace(/ae/g, 'e');
  if (stem.endsWith('ives'))
    stem = `${stem.slice(0, -3)}fe`; // midwives → midwife
  else if (stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem) && stem.length > 3) stem = stem.slice(0, -1);
  for (const suffix of SUFFIXES) {
    if (stem.length - suffix.length >= 4 && stem.endsWith(suffix)) return stem.slice(0, -suffix.length);
  }
  return stem;
}

// Names a practitioner goes by that share no stem with the speciality's name.
const ALIASES: Readonly<Record<string, string>> = {
  cardiovascular: 'cardiolog',
  heart: 'cardiolog',
  ent: 'ear nose throat otolaryngolog',
  otolaryngolog: 'ear nose throat',
  obgyn: 'obstetr gynecolog',
  gyn: 'gynecolog',
  ob: 'obstetr',
  pulmonar: 'pulmonolog',
  lung: 'pulmonolog',
  eye: 'ophthalmolog',
  skin: 'dermatolog',
  kidney: 'nephrolog',
  foot: 'podiatr',
  children: 'pediatr',
  child: 'pediatr',
  kid: 'pediatr',
  cancer: 'oncolog',
};

// Words of a speciality's name that do not tell it apart ('Internal Medicine' is found by 'internist').
const GENERIC_STEMS = new Set(['medicin', 'general', 'diseas', 'and', 'surg', 'physic', 'health']);

/** The stems a query word stands for, aliases included: a bare stem ('dent', a surname) stands for a speciality
 * only when the speciality's name has that very word ('Sleep Medicine'). */
function stemsOf(word: string): { stems: string[]; bare: boolean } {
  const stem = specialityStem(word);
  const alias = ALIASES[stem];
  return { stems: alias ? [stem, ...alias.split(' ')] : [stem], bare: stem === word && !alias };
}

export interface Speciality {
  /** The name the listings carry ('Cardiologists', 'Obstetrics & Gynecology'). */
  readonly name: string;
  readonly key: string;
  /** The words of its name. */
  readonly words: readonly string[];
  /** Its distinctive stems, one of which names it; or all its stems when none is distinctive (`generic`). */
  readonly required: readonly string[];
  readonly generic: boolean;
}

/** A speciality as the query matches it. */
export function toSpeciality(name: string): Speciality {
  const words = searchWords(name).filter((word) => word !== 'and');
  // A name the practitioner is not called by ('Cardiovascular Disease') is matched by the one he is ('cardiologist').
  const stems = words.map((word) => ALIASES[specialityStem(word)]?.split(' ')[0] ?? specialityStem(word));
  const distinctive = stems.filter((stem) => !GENERIC_STEMS.has(stem));
  return { name, key: termKey(name), words, required: distinctive.length ? distinctive : stems, generic: distinctive.length === 0 };
}

export interface ParsedQuery {
  /** Words a listing's name must have (each the start of a name word). */
  readonly nameWords: readonly string[];
  readonly speciality?: Speciality;
  /** A state named in full in the query, as its USPS code. */
  readonly stateCode?: string;
}

const STATE_WORDS = US_STATES.map((state) => ({ code: state.code, words: searchWords(state.name) })).sort((a, b) => b.words.length - a.words.length);

/** Where a state's name stands in the words (the longest first: 'west virginia' before 'virginia'), or undefined. */
export function findState(words: readonly string[]): { code: string; at: number; length: number } | undefined {
  for (const state of STATE_WORDS) {
    for (let at = 0; at + state.words.length <= words.length; at++) {
      if (state.words.every((word, i) => words[at + i] === word)) return { code: state.code, at, length: state.words.length };
    }
  }
  return undefined;
}

/** The speciality the words name best: the one that uses most of them, then the one they name most fully. */
export function findSpeciality(
  words: readonly string[],
  specialities: readonly Speciality[],
): { speciality: Speciality; used: Set<number> } | undefined {
  const read = words.map(stemsOf);
  let best: { speciality: Speciality; used: Set<number>; share: number } | undefined;
  for (const speciality of specialities) {
    const own = new Set(speciality.words.map(specialityStem));
    const stands = (at: number, stem: string): boolean => {
      const word = read[at];
      return (word?.stems.includes(stem) ?? false) && (!word?.bare || speciality.words.includes(words[at] ?? ''));
    };
    const used = new Set<number>();
    let held = 0;
    for (const required of speciality.required) {
      const at = read.findIndex((_, i) => stands(i, required));
      if (at >= 0) {
        used.add(at);
        held++;
      }
    }
    // One distinctive word names a speciality ('gynecologist'); a name of generic words only needs them all.
    if (held === 0 || (speciality.generic && held < speciality.required.length)) continue;
    // Generic words of the name said too ('orthopedic surgeon') are the query's, not a name's.
    read.forEach((_, at) => {
      if ([...own].some((stem) => stands(at, stem))) used.add(at);
    });
    const share = held / speciality.required.length;
    if (!best || used.size > best.used.size || (used.size === best.used.size && share > best.share)) best = { speciality, used, share };
  }
  return best;
}

/** Reads a query typed in the name box: speciality, state, and the name words that remain once titles, credentials
 * and joining words are set aside (kept when nothing else would be left: 'Do' alone is a surname). */
export function parseQuery(text: string, kind: SearchKind, specialities: readonly Speciality[]): ParsedQuery {
  let words = nameWordsOf(text);
  const found = findSpeciality(words, specialities);
  if (found) words = words.filter((_, at) => !found.used.has(at));
  const state = findState(words);
  if (state) words = [...words.slice(0, state.at), ...words.slice(state.at + state.length)];
  const kindWords = new Set(KIND_WORDS[kind]);
  const named = words.filter((word) => !AROUND_NAMES.has(word) && !kindWords.has(word));
  const nameWords = named.length || found || state ? named : words;
  return {
    nameWords,
    ...(found ? { speciality: found.speciality } : {}),
    ...(state ? { stateCode: state.code } : {}),
  };
}

const STATE_BY_CODE = new Map(US_STATES.map((state) => [state.code.toLowerCase(), state.code]));

export interface ParsedPlace {
  /** The city's words, when a city is named. */
  readonly cityWords: readonly string[];
  /** The state, by its name or (in the city box) its USPS code. */
  readonly stateCode?: string;
}

/** Reads the city box: 'Chicago', 'Chicago, IL', 'Chicago Illinois', 'Illinois', 'IL'. */
export function parsePlace(text: string): ParsedPlace {
  const words = searchWords(text);
  const state = findState(words);
  if (state && state.at + state.length === words.length && (state.at > 0 || words.length === state.length)) {
    // A trailing state name, or the whole box: 'New York' alone is read as the city first by the query.
    return { cityWords: words.slice(0, state.at), stateCode: state.code };
  }
  const last = words[words.length - 1];
  const code = last && last.length === 2 ? STATE_BY_CODE.get(last) : undefined;
  if (code) return { cityWords: words.slice(0, -1), stateCode: code };
  return { cityWords: words };
}
