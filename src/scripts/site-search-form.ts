// A search box outside the header (a blog article's): what was typed goes to the site's search page in the tab's
// storage, never in the address (src/search/asked.ts). Loaded by page-chrome.ts where such a box is; a search made
// before it arrived was held (src/lib/held-taps.ts) and is run now.
import { HELD_TAP, takePendingTap } from '../lib/held-taps.ts';
import { rememberQuery, SEARCH_PAGE } from '../search/asked.ts';

for (const form of document.querySelectorAll<HTMLFormElement>('form.site-search-form')) {
  const search = () => {
    const field = form.elements.namedItem('q');
    rememberQuery({ kind: 'doctor', q: field instanceof HTMLInputElement ? field.value.trim() : '', city: '' });
    window.location.assign(SEARCH_PAGE);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    search();
  });
  form.setAttribute(HELD_TAP.hydrated, '');
  if (takePendingTap(form)) search();
}
