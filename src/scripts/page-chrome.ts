// The page's own small script (no framework): the progress bar of the page load, the scroll-to-top arrow, the menu, the
// footer feedback form's hydration when it comes into view (React is fetched only then), the scripts of Save and of a
// search box where the page has them, and the offline worker once the page has loaded.
import { FEEDBACK_FORM_ROOT_ID } from '../islands/forms/feedback-form-root.ts';
import { PROGRESS_DONE, PROGRESS_START, setProgress } from '../lib/progress.ts';
import { WORKER_PATH } from '../offline/worker-path.ts';

const SCROLL_TO_TOP_AFTER_PX = 700;

const loaded = () => {
  setProgress(PROGRESS_DONE);
  // After the page: the worker's own code never competes with it (src/offline/worker.ts). Refused (a private window,
  // a browser without workers): the site works as before.
  navigator.serviceWorker?.register(WORKER_PATH).catch(() => {});
};
setProgress(PROGRESS_START);
if (document.readyState === 'complete') loaded();
else window.addEventListener('load', loaded, { once: true });

if (document.querySelector('form[data-save-listing]')) void import('./save-listing.ts');
if (document.querySelector('form.site-search-form')) void import('./site-search-form.ts');

const arrow = document.getElementById('scroll-to-top');
if (arrow) {
  let shown = false;
  const update = () => {
    const show = window.scrollY > SCROLL_TO_TOP_AFTER_PX;
    if (show !== shown) {
      shown = show;
      arrow.hidden = !show;
    }
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
  arrow.addEventListener('click', () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}

// The menu opens with a checkbox, a form control the browser restores on the way back: the menu starts closed.
const menuToggle = document.getElementById('nav-toggle');
window.addEventListener('pageshow', () => {
  if (menuToggle instanceof HTMLInputElement) menuToggle.checked = false;
});

const feedbackForm = document.getElementById(FEEDBACK_FORM_ROOT_ID);
if (feedbackForm) {
  const hydrate = () => void import('../islands/forms/hydrate-feedback-form.ts').then(({ hydrateFeedbackForm }) => hydrateFeedbackForm(feedbackForm));
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    hydrate();
  });
  observer.observe(feedbackForm);
}
