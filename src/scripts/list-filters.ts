// A list's filter bar at work: it shows the cards the choice keeps, in its order, keeps the choice in the URL's query
// (pushState), follows the back button, and says how many cards show. A list of one page arranges the cards already
// on it; a list of several (src/routes/list-pages.ts) reads every card from its JSON at the first filter or sort and
// shows a page's worth at a time, its page links hidden while a choice is made. Loaded by list-filters-start.ts.
import {
  arrangeList,
  DEFAULT_STATE,
  genderValue,
  isListKind,
  isWholeList,
  LIST_KINDS,
  LIST_PAGE_MAX,
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

/** A paged list's every card, read from its JSON, or undefined when it could not be had (then the page's own are
 * filtered, and a line says so). The cards' HTML is the build's own rendering of them: API text is escaped there. */
async function wholeListCards(url: string): Promise<Card[] | undefined> {
  try {
    const response = await fetch(url);
    if (!response.ok) return undefined;
    const value: unknown = await response.json();
    if (!isWholeList(value)) return undefined;
    const template = document.createElement('template');
    template.innerHTML = value.items.map(({ html }) => html).join('');
    const elements = [...template.content.children];
    if (elements.length !== value.items.length) return undefined;
    return value.items.flatMap(({ name, gender, rating }, index) => {
      const element = elements[index];
      return element instanceof HTMLElement ? [{ element, index, name, gender, rating }] : [];
    });
  } catch {
    return undefined;
  }
}

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

  const failed = form.querySelector<HTMLElement>('.list-filters-failed');
  const wholeListUrl = form.dataset.wholeList;
  const pager = wholeListUrl ? document.querySelector<HTMLElement>('[data-list-pager]') : null;
  let wholeList: Promise<Card[] | undefined> | undefined;
  // How many of a paged list's kept cards show: a page's worth more per 'Show more'.
  let limit = LIST_PAGE_MAX;
  let shownFor: ListFilterState = DEFAULT_STATE;
  let latest = 0;
  const more = document.createElement('p');
  const moreButton = document.createElement('button');
  moreButton.type = 'button';
  moreButton.className = 'button secondary';
  moreButton.textContent = `Show more ${nouns.many}`;
  more.append(moreButton);
  more.hidden = true;
  list.after(more);

  /** The cards a state arranges: the page's own, or the whole list's once a paged list is filtered or sorted. */
  const cardsFor = async (state: ListFilterState): Promise<Card[]> => {
    if (!wholeListUrl || sameState(state, DEFAULT_STATE)) return cards;
    wholeList ??= wholeListCards(wholeListUrl);
    const whole = await wholeList;
    // A failed read is tried again at the next choice.
    if (!whole) wholeList = undefined;
    return whole ?? cards;
  };

  const arrange = async (state: ListFilterState) => {
    const turn = ++latest;
    const from = await cardsFor(state);
    // A later choice made while the list was read shows instead.
    if (turn !== latest) return;
    const whole = from !== cards;
    if (!sameState(state, shownFor)) limit = LIST_PAGE_MAX;
    shownFor = state;
    const shown = arrangeList(from, state);
    const visible = whole ? shown.slice(0, limit) : shown;
    list.replaceChildren(...visible.map((card) => card.element));
    more.hidden = visible.length === shown.length;
    if (pager) pager.hidden = whole;
    if (failed) failed.hidden = !wholeListUrl || whole || sameState(state, DEFAULT_STATE);
    if (status) status.textContent = shownText(shown.length, from.length, nouns, state.sort);
    if (empty) empty.hidden = shown.length > 0;
  };

  moreButton.addEventListener('click', () => {
    limit += LIST_PAGE_MAX;
    void arrange(shownFor);
  });

  /** Shows what the form says and records it as a step in the history (unless the URL already says it). */
  const choose = (state: ListFilterState) => {
    void arrange(state);
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
    void arrange(state);
  });

  const asked = urlState();
  if (!sameState(asked, DEFAULT_STATE)) {
    showInForm(asked);
    void arrange(asked);
  } else if (!sameState(formState(), DEFAULT_STATE)) choose(formState());
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-list-filters]')) startListFilters(form);
