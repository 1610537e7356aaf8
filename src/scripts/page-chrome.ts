// The page's own small script (no framework): the progress bar of the page load, and the scroll-to-top arrow.
import { PROGRESS_DONE, PROGRESS_START, setProgress } from '../lib/progress.ts';

const SCROLL_TO_TOP_AFTER_PX = 700;

setProgress(PROGRESS_START);
if (document.readyState === 'complete') setProgress(PROGRESS_DONE);
else window.addEventListener('load', () => setProgress(PROGRESS_DONE), { once: true });

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
