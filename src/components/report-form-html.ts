/** The report form's server-rendered HTML: it shows nothing of the listing (which the page's attribute names), so React
 * renders it once per build process. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import ReportProblemForm from '../islands/forms/ReportProblemForm.tsx';
import { REPORT_FORM_ID_PREFIX } from '../islands/forms/report-form-root.ts';

let html: string | undefined;

export function reportFormHtml(): string {
  html ??= renderToString(createElement(ReportProblemForm, { listing: { url: '', uid: '', kind: '', name: '' } }), {
    identifierPrefix: REPORT_FORM_ID_PREFIX,
  });
  return html;
}
