// Loads a list's filters only when they are needed: at once when the URL's query names one of the bar's controls, else
// at the visitor's first touch of the bar (client:interaction's events, or a change made without them). The code sits
// as a script in the bar's <template>: a dynamic import() would bring Vite's preload helper into a chunk shared with
// the layout's script, changing the JavaScript of every page.

import { FIRST_TOUCH_EVENTS } from '../lib/first-touch.ts';

// A change can come without any of them (a value set by assistive technology).
const FIRST_TOUCH = [...FIRST_TOUCH_EVENTS, 'change'] as const;

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-list-filters]')) {
  const code = form.querySelector('template');
  if (!code) continue;
  const load = () => {
    for (const type of FIRST_TOUCH) form.removeEventListener(type, load);
    document.head.append(code.content.cloneNode(true));
  };
  const query = new URLSearchParams(window.location.search);
  if ([...form.querySelectorAll('select')].some((select) => query.has(select.name))) load();
  else for (const type of FIRST_TOUCH) form.addEventListener(type, load, { passive: true });
}
