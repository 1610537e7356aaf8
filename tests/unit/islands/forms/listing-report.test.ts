import { describe, expect, it } from 'vitest';
import { FeedbackMessageSchema } from '../../../../src/api/schemas/message.ts';
import {
  type ListingReport,
  REPORT_DETAILS_LIMIT,
  type ReportedListing,
  reportBody,
  reportErrors,
  reportMessage,
} from '../../../../src/islands/forms/listing-report.ts';

const DOCTOR: ReportedListing = {
  url: 'https://directory.test/best-doctors/texas/austin/cardiology/ann-lee-1234567890',
  uid: '1234567890',
  kind: 'Doctor',
  name: 'Ann Lee',
};
const report = (fields: Partial<ListingReport>): ListingReport => ({ problem: '', details: '', email: '', ...fields });

describe('reportErrors', () => {
  it.each([
    ['nothing picked', report({}), ['problem']],
    ['an unknown problem', report({ problem: 'price' }), ['problem']],
    ['a problem picked, nothing else', report({ problem: 'phone' }), []],
    ['every problem of the issue', report({ problem: 'closed', details: 'Retired last year.' }), []],
    ['a valid e-mail', report({ problem: 'hours', email: ' maria@example.org ' }), []],
    ['an e-mail without a domain', report({ problem: 'address', email: 'maria@example' }), ['email']],
    ['an e-mail of spaces only (left empty)', report({ problem: 'moved', email: '   ' }), []],
    ['a sentence over the limit', report({ problem: 'other', details: 'x'.repeat(REPORT_DETAILS_LIMIT + 1) }), ['details']],
    ['nothing picked and a bad e-mail', report({ email: 'not an address' }), ['problem', 'email']],
  ])('%s', (_case, input, fields) => {
    expect(Object.keys(reportErrors(input)).sort()).toEqual([...fields].sort());
  });

  it('says what is missing when nothing is picked', () => {
    expect(reportErrors(report({})).problem).toMatch(/choose what is wrong/i);
  });
});

describe('reportMessage', () => {
  it.each([
    ['phone', 'Phone number'],
    ['address', 'Address'],
    ['hours', 'Office hours'],
    ['moved', 'Moved'],
    ['closed', 'Closed or retired'],
    ['other', 'Other'],
  ])('names the problem %s by its label %s, and the listing by URL, uid and kind', (problem, label) => {
    const message = reportMessage(DOCTOR, report({ problem, details: 'The number rings a fax.', email: 'ann@example.org' }));
    expect(message).toContain(label);
    expect(message).toContain(DOCTOR.url);
    expect(message).toContain(`UID: ${DOCTOR.uid}`);
    expect(message).toContain('Ann Lee (Doctor)');
    expect(message).toContain('The number rings a fax.');
    expect(message).toContain('ann@example.org');
  });

  it('says when no sentence and no e-mail were given', () => {
    const message = reportMessage(DOCTOR, report({ problem: 'moved' }));
    expect(message).toContain('Reply to: not given');
    expect(message).toContain('Details: none given');
  });

  it('stays within the feedback message limit, shortening only the sentence', () => {
    const long = { ...DOCTOR, url: `${DOCTOR.url}${'-x'.repeat(150)}`, name: 'N'.repeat(300) };
    const message = reportMessage(long, report({ problem: 'phone', details: 'd'.repeat(4900) }));
    expect(message.length).toBeLessThanOrEqual(5000);
    expect(message).toContain(`UID: ${DOCTOR.uid}`);
    expect(message).toContain('Reply to: not given');
  });
});

describe('reportBody', () => {
  it.each([
    ['with the visitor e-mail', report({ problem: 'phone', email: ' maria@example.org ' }), 'maria@example.org'],
    ['without one: the site own no-reply address', report({ problem: 'phone' }), 'no-reply@directory.test'],
  ])('is a feedback body the API accepts, %s', (_case, input, email) => {
    const body = reportBody(DOCTOR, input);
    expect(body).toEqual({ Name: 'Listing report', Email: email, Message: reportMessage(DOCTOR, input) });
    expect(FeedbackMessageSchema.safeParse(body).success).toBe(true);
  });
});
