// A list's filter bar at work: it hides and reorders the cards already on the page (nothing is fetched or rendered
// again), keeps the choice in the URL's query (pushState), follows the back button, and says how many cards show.
// Loaded by list-filters-start.ts; it starts every bar of the page.
import {
  arrangeList,
  DEFAULT_STATE,
  genderValue,
  isListKind,
  LIST_KINDS,
  type ListFilterState,
  type ListItemFacts,
  parseListQuery,
  QUERY,
  ratingValue,
  sameState,
  shownText,
  toListQuery,
} from '../lib/list-filters.ts';

interface Card extends ListItemFacts {
  readonly element: HTMLElement;
}

/** The cards of a list, in the order the page has them (ranked), with what the filters read of each. */
const cardsOf = (list: HTMLElement): Card[] =>
  [...list.children]
    .filter((element) => element instanceof HTMLElement)
    .map((element, index) => ({
      element,
      index,
      name: element.querySelector('h3')?.textContent?.trim() ?? '',
      gender: genderValue(element.dataset.gender ?? ''),
      rating: ratingValue(element.dataset.rating ?? ''),
    }));

/** Starts a bar: with the list the URL's query asks for, else with what the visitor chose before this code arrived. */
function startListFilters(form: HTMLFormElement): void {
  const kind = form.dataset.listFilters ?? '';
  const list = document.getElementById(form.dataset.list ?? '');
  if (!isListKind(kind) || !list) return;
  const nouns = LIST_KINDS[kind];
  const cards = cardsOf(list);
  const selects = [...form.querySelectorAll('select')];
  const status = form.querySelector('[role="status"]');
  const empty = form.querySelector<HTMLElement>('.list-filters-empty');

  const urlState = () => parseListQuery(window.location.search, nouns.filters);
  const formState = () => parseListQuery(new URLSearchParams(selects.map((select) => [select.name, select.value])).toString(), nouns.filters);

  const showInForm = (state: ListFilterState) => {
    const values: Record<string, string> = {
      [QUERY.gender]: state.gender ?? '',
      [QUERY.minRating]: state.minRating === undefined ? '' : String(state.minRating),
      [QUERY.sort]: state.sort === 'ranked' ? '' : state.sort,
    };
    for (const select of selects) select.value = values[select.name] ?? '';
  };

  const arrange = (state: ListFilterState) => {
    const shown = arrangeList(cards, state);
    const kept = new Set(shown);
    for (const card of cards) card.element.hidden = !kept.has(card);
    // Appending moves each shown card after the others, in the state's order; hidden ones stay out of sight.
    list.append(...shown.map((card) => card.element));
    if (status) status.textContent = shownText(shown.length, cards.length, nouns, state.sort);
    if (empty) empty.hidden = shown.length > 0;
  };

  /** Shows what the form says and records it as a step in the history (unless the URL already says it). */
  const choose = (state: ListFilterState) => {
    arrange(state);
    if (sameState(state, urlState())) return;
    const { pathname, search, hash } = window.location;
    window.history.pushState(null, '', `${pathname}${toListQuery(state, search)}${hash}`);
  };

  form.addEventListener('change', () => choose(formState()));
  form.addEventListener('submit', (event) => event.preventDefault());
  empty?.querySelector('button')?.addEventListener('click', () => {
    const state = { sort: formState().sort };
    showInForm(state);
    choose(state);
    selects[0]?.focus();
  });
  // Back and forward (a fragment link's step included: then the list stays as it is, and nothing is announced again).
  window.addEventListener('popstate', () => {
    const state = urlState();
    if (sameState(state, formState())) return;
    showInForm(state);
    arrange(state);
  });

  const asked = urlState();
  if (!sameState(asked, DEFAULT_STATE)) {
    showInForm(asked);
    arrange(asked);
  } else if (!sameState(formState(), DEFAULT_STATE)) choose(formState());
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-list-filters]')) startListFilters(form);
