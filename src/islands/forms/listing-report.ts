/**
 * "Report a problem with this listing": what a visitor may report, the checks of the form, and the feedback body
 * (spec section 7, SendFeedBackEmail) that carries the report, so that no new endpoint is needed.
 */
import { isEmail, MESSAGE_LIMITS } from '../../api/schemas/form-rules.ts';

/** What can be wrong with a listing, in the order the form offers it. */
export const LISTING_PROBLEMS = [
  { value: 'phone', label: 'Phone number' },
  { value: 'address', label: 'Address' },
  { value: 'hours', label: 'Office hours' },
  { value: 'moved', label: 'Moved' },
  { value: 'closed', label: 'Closed or retired' },
  { value: 'other', label: 'Other' },
] as const;

/** The listing a report names; `kind` is its noun for people ('Doctor', 'Pharmacy'). */
export interface ReportedListing {
  readonly url: string;
  readonly uid: string;
  readonly kind: string;
  readonly name: string;
}

/** What the visitor entered: the problem's value (empty until one is picked), a sentence, an e-mail address. */
export interface ListingReport {
  readonly problem: string;
  readonly details: string;
  readonly email: string;
}

export type ReportErrors = Partial<Record<keyof ListingReport, string>>;

/** The sentence is short by design; the message around it stays well within the feedback message's limit. */
export const REPORT_DETAILS_LIMIT = 1000;

/** The feedback body's Name: the endpoint requires one, and the inbox can sort reports by it. */
export const REPORT_SENDER_NAME = 'Listing report';

export const REPORT_ERROR_TEXT = {
  problem: 'Choose what is wrong with this listing.',
  email: 'Enter an e-mail address like name@example.com, or leave it empty.',
  details: `Keep the details within ${REPORT_DETAILS_LIMIT} characters.`,
} as const;

function problemLabel(value: string): string | undefined {
  return LISTING_PROBLEMS.find((problem) => problem.value === value)?.label;
}

/** What keeps the report from being sent, by field: a problem must be picked; the e-mail is optional but checked. */
export function reportErrors(report: ListingReport): ReportErrors {
  const errors: ReportErrors = {};
  if (!problemLabel(report.problem)) errors.problem = REPORT_ERROR_TEXT.problem;
  if (report.details.trim().length > REPORT_DETAILS_LIMIT) errors.details = REPORT_ERROR_TEXT.details;
  if (report.email.trim() && !isEmail(report.email)) errors.email = REPORT_ERROR_TEXT.email;
  return errors;
}

/**
 * The plain-text message: the problem, the listing (name, kind, canonical URL, uid), where to reply, and the
 * visitor's sentence last, so that only the sentence is ever shortened to keep within the message limit.
 */
export function reportMessage(listing: ReportedListing, report: ListingReport): string {
  const lines = [
    `Problem with a listing: ${problemLabel(report.problem) ?? report.problem}`,
    `Listing: ${listing.name} (${listing.kind})`,
    `Page: ${listing.url}`,
    `UID: ${listing.uid}`,
    `Reply to: ${report.email.trim() || 'not given'}`,
    `Details: ${report.details.trim() || 'none given'}`,
  ];
  return lines.join('\n').slice(0, MESSAGE_LIMITS.message);
}

/**
 * The endpoint requires an e-mail address: without the visitor's, the report is sent from the site's own no-reply
 * address (a valid address, so an API that checks the pattern accepts it too), and the message says none was given.
 */
export function noReplyAddress(listingUrl: string): string {
  return `no-reply@${new URL(listingUrl).hostname}`;
}

/** The JSON body of POST /api/Home/SendFeedBackEmail for a report. */
export function reportBody(listing: ReportedListing, report: ListingReport): { Name: string; Email: string; Message: string } {
  return {
    Name: REPORT_SENDER_NAME,
    Email: report.email.trim() || noReplyAddress(listing.url),
    Message: reportMessage(listing, report),
  };
}
