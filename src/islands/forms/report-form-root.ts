/** Where a listing's report form is rendered and hydrated (src/components/ReportProblem.astro). */
export const REPORT_FORM_ISLAND = 'ReportProblemForm';
/** React's prefix for the form's `useId` ids, the same on the server and in the browser. */
export const REPORT_FORM_ID_PREFIX = 'report';
