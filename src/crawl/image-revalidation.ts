/**
 * Which images a night revalidates. An image whose address did not change almost never changes, so a night asks the
 * image host about a share of them only: those whose address hashes to tonight's slot of the period
 * (CRAWL_IMAGE_REVALIDATE_NIGHTS), spread evenly over the nights, so that each is checked once within the period.
 * The others keep last night's encoding without a request. An image at an address not seen last night is always
 * fetched.
 */
import { stableHash } from '../lib/stable-hash.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The night's number: whole days since 1970 (UTC), so consecutive nights take consecutive slots. */
export const nightNumberOf = (date: Date): number => Math.floor(date.getTime() / DAY_MS);

/** Whether the image at `url`, unchanged in address since last night, is revalidated on night `night` of a
 * `periodNights` period (1: every night). Its slot comes from its path, not its host: the embedded reference API
 * listens on another port every night. */
export function isImageDue(url: string, night: number, periodNights: number): boolean {
  if (periodNights <= 1) return true;
  const path = URL.canParse(url) ? ((parsed) => `${parsed.pathname}${parsed.search}`)(new URL(url)) : url;
  return stableHash(`revalidate:${path}`) % periodNights === ((night % periodNights) + periodNights) % periodNights;
}
