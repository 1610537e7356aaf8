// The Saved page (src/pages/saved/index.astro): the listings kept on this device, each with its phone, address and
// hours, a link to its page and Remove. Stored text is drawn as text, never as HTML.
import { telHref } from '../lib/format.ts';
import { readSaved, type SavedListing, withoutListing, writeSaved } from '../offline/saved.ts';

const root = document.querySelector<HTMLElement>('[data-saved-list]');
const list = root?.querySelector('.saved-listings');
const empty = root?.querySelector<HTMLElement>('.saved-empty');

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function itemOf(listing: SavedListing): HTMLLIElement {
  const actions = element('div', { className: 'listing-actions' });
  if (listing.phone) actions.append(element('a', { className: 'button action', href: telHref(listing.phone) }, `Call ${listing.phone}`));
  const remove = element(
    'button',
    { className: 'button secondary action', type: 'button' },
    'Remove',
    element('span', { className: 'visually-hidden' }, ` ${listing.name}`),
  );
  remove.addEventListener('click', () => {
    writeSaved(localStorage, withoutListing(readSaved(localStorage), listing.url));
    draw();
    // Focus goes on to the list's first entry, or the page's heading when none is left.
    (list?.querySelector<HTMLElement>('h2 a') ?? document.querySelector<HTMLElement>('main h1'))?.focus();
  });
  actions.append(remove);
  const item = element('li', { className: 'panel' }, element('h2', {}, element('a', { className: 'tap', href: listing.url }, listing.name)));
  if (listing.kind) item.append(element('p', { className: 'saved-kind' }, listing.kind));
  item.append(actions);
  if (listing.address) item.append(element('p', { className: 'contact-address' }, listing.address));
  if (listing.hours.length > 0) {
    const rows = listing.hours.map(([day, hours]) => element('tr', {}, element('th', { scope: 'row' }, day), element('td', {}, hours)));
    item.append(
      element(
        'table',
        { className: 'hours' },
        element('caption', { className: 'visually-hidden' }, `Office hours of ${listing.name}`),
        element('tbody', {}, ...rows),
      ),
    );
  }
  return item;
}

function draw(): void {
  if (!list || !empty) return;
  const saved = readSaved(localStorage);
  list.replaceChildren(...saved.map(itemOf));
  empty.hidden = saved.length > 0;
}

const heading = document.querySelector<HTMLElement>('main h1');
heading?.setAttribute('tabindex', '-1');
draw();
// Saved or removed in another tab.
window.addEventListener('storage', draw);
