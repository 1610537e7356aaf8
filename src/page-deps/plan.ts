/**
 * The render plan, decided without touching storage: from the pages the last build rendered, what changed since
 * (the facts that no longer hold, or the code), and the pages listed now, which pages render, each with its reason,
 * which are reused as they are, and which are gone.
 */

/** Why a page renders (docs/architecture.md, "Why a page rendered"). */
export type RenderReason =
  /** The last build did not have it. */
  | { readonly why: 'new' }
  /** The code or the site's addresses changed: every page renders. */
  | { readonly why: 'code' }
  /** Its props (its declaration in the route table: the names it shows, the requests it reads) changed. */
  | { readonly why: 'props' }
  /** A fact it read no longer holds: the first such fact, its digest then and now (when known), and how many changed. */
  | { readonly why: 'fact'; readonly fact: string; readonly was: string; readonly now?: string; readonly changed: number }
  /** Its route lists no pages (no getStaticPaths): it renders every build. */
  | { readonly why: 'always' }
  /** The last build rendered it, but that build's pages never reached dist/ (a night killed after its shard rendered). */
  | { readonly why: 'unpublished' };

/** A page as the last build left it: its number in the manifest, its id and its props digest. */
export interface PreviousPage {
  readonly id: number;
  readonly page: string;
  readonly props: string;
}

/** The pages the last build left of the routes being planned, by page id (a Map will do). */
export interface PreviousPages {
  get(page: string): PreviousPage | undefined;
  readonly size: number;
  values(): Iterable<PreviousPage>;
}

/** A page listed now: its id (page-key.ts) and its props digest. */
export interface ListedPage {
  readonly page: string;
  readonly props: string;
}

/** A recorded fact that no longer holds: its call, its digest then and now (undefined when the snapshot cannot answer it). */
export interface ChangedFact {
  readonly call: string;
  readonly was: string;
  readonly now: string | undefined;
}

/** Of a previous page whose facts no longer all hold: the first that changed, and how many did. */
export interface StalePage {
  readonly fact: ChangedFact;
  readonly changed: number;
}

/** What changed since the last build: the code (then every page renders), or the facts of these previous pages;
 * and the previous pages rendered by builds that were never published. */
export type Changes =
  | { readonly codeChanged: true }
  | { readonly codeChanged: false; readonly stale: ReadonlyMap<number, StalePage>; readonly unpublished?: ReadonlySet<number> };

export interface RenderPlan<T extends ListedPage> {
  /** The listed pages that render, with their reason, and what the last build knew of them. */
  readonly render: ReadonlyArray<{ readonly listed: T; readonly reason: RenderReason; readonly previous: PreviousPage | undefined }>;
  /** The previous pages listed again that stay as they are. */
  readonly reuse: readonly PreviousPage[];
  /** The previous pages not listed now. */
  readonly remove: readonly PreviousPage[];
}

const NEW: RenderReason = { why: 'new' };
const CODE: RenderReason = { why: 'code' };
const PROPS: RenderReason = { why: 'props' };
const UNPUBLISHED: RenderReason = { why: 'unpublished' };

/** Why a listed page renders, or undefined when it is reused. */
function reasonFor(listed: ListedPage, previous: PreviousPage | undefined, changes: Changes): RenderReason | undefined {
  if (!previous) return NEW;
  if (changes.codeChanged) return CODE;
  if (previous.props !== listed.props) return PROPS;
  if (changes.unpublished?.has(previous.id)) return UNPUBLISHED;
  const stale = changes.stale.get(previous.id);
  if (!stale) return undefined;
  const { call, was, now } = stale.fact;
  return { why: 'fact', fact: call, was, ...(now === undefined ? {} : { now }), changed: stale.changed };
}

/** The plan for `listed` against the `previous` pages of the same routes. */
export function plan<T extends ListedPage>(previous: PreviousPages, changes: Changes, listed: readonly T[]): RenderPlan<T> {
  const render: Array<RenderPlan<T>['render'][number]> = [];
  const reuse: PreviousPage[] = [];
  let known = 0;
  for (const page of listed) {
    const last = previous.get(page.page);
    if (last) known++;
    const reason = reasonFor(page, last, changes);
    if (reason) render.push({ listed: page, reason, previous: last });
    else if (last) reuse.push(last);
  }
  // Most listings lose no page: only those that do are compared page by page.
  const listedIds = known === previous.size ? undefined : new Set(listed.map((page) => page.page));
  const remove = listedIds ? [...previous.values()].filter((page) => !listedIds.has(page.page)) : [];
  return { render, reuse, remove };
}
