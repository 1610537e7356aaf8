// Hydrates a listing's report form (src/components/ReportProblem.astro) at the visitor's first touch of it, as
// `client:interaction` would; only listings' pages load this.
import { REPORT_FORM_ISLAND } from '../islands/forms/report-form-root.ts';
import { FIRST_TOUCH_EVENTS } from '../lib/first-touch.ts';
import { HELD_TAP } from '../lib/held-taps.ts';

for (const root of document.querySelectorAll<HTMLElement>(`[data-island="${REPORT_FORM_ISLAND}"]`)) {
  const hydrate = () => {
    for (const type of FIRST_TOUCH_EVENTS) root.removeEventListener(type, hydrate);
    void import('../islands/forms/hydrate-report-form.ts').then(({ hydrateReportForm }) => hydrateReportForm(root));
  };
  // A submit made before this script arrived (held by the page's early script) was the touch: hydrate now to send it.
  if (root.querySelector(`[${HELD_TAP.pending}]`)) hydrate();
  else for (const type of FIRST_TOUCH_EVENTS) root.addEventListener(type, hydrate, { passive: true });
}
