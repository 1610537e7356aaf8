/** Hydrates a listing's report form (src/components/ReportProblem.astro); loaded at the visitor's first touch of it. */
import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ReportedListing } from './listing-report.ts';
import ReportProblemForm from './ReportProblemForm.tsx';
import { REPORT_FORM_ID_PREFIX } from './report-form-root.ts';

const isReportedListing = (value: unknown): value is ReportedListing =>
  typeof value === 'object' &&
  value !== null &&
  ['url', 'uid', 'kind', 'name'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

export function hydrateReportForm(root: HTMLElement): void {
  const listing: unknown = JSON.parse(root.dataset.listing ?? 'null');
  if (!isReportedListing(listing)) throw new Error('The report form names no listing (its data-listing attribute).');
  // As Astro hydrates its React islands: at transition priority, so the page stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(root, createElement(ReportProblemForm, { listing }), { identifierPrefix: REPORT_FORM_ID_PREFIX });
  });
}
