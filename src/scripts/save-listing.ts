// Save on a listing page (issue 46, item 7): keeps the listing in this browser's storage, or takes it out again.
// Nothing is sent. Loaded by page-chrome.ts on the pages that have the button; a tap made before it arrived was held
// (src/lib/held-taps.ts) and is acted on now.
import { HELD_TAP, takePendingTap } from '../lib/held-taps.ts';
import { isSaved, readSaved, toSavedListing, withListing, withoutListing, writeSaved } from '../offline/saved.ts';

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-save-listing]')) {
  const listing = toSavedListing(JSON.parse(form.dataset.saveListing ?? 'null'));
  const button = form.querySelector('button');
  const status = form.closest('.contact-info')?.querySelector('.save-status');
  if (!listing || !button) continue;
  const show = () => button.setAttribute('aria-pressed', String(isSaved(readSaved(localStorage), listing.url)));
  const toggle = () => {
    const list = readSaved(localStorage);
    const saving = !isSaved(list, listing.url);
    const stored = writeSaved(localStorage, saving ? withListing(list, listing) : withoutListing(list, listing.url));
    show();
    if (!status) return;
    if (!stored) {
      status.textContent = 'This browser does not let the site keep anything: the listing was not saved.';
      return;
    }
    status.textContent = saving ? 'Saved on this device, also for when you are offline: see ' : 'Removed from your ';
    const link = Object.assign(document.createElement('a'), {
      href: form.dataset.savedPage ?? '',
      textContent: saving ? 'your saved listings' : 'saved listings',
    });
    status.append(link, '.');
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    toggle();
  });
  // Another tab saved or removed it.
  window.addEventListener('storage', show);
  show();
  form.setAttribute(HELD_TAP.hydrated, '');
  if (takePendingTap(form)) toggle();
}
