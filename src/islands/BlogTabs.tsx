/**
 * The section tabs of /blogs/ and of each section's page: the page's section is in the HTML; choosing another fetches
 * its cards from the static JSON emitted at build. Previous and Next step through the tabs and stop at the ends. Every
 * tab, Previous and Next is a link to its section's page, so each section is reachable without scripts (or before
 * they run); once hydrated a click stays on the page, and the address follows the section (Back goes back).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { BlogCardList } from './cards/BlogCardView.tsx';
import type { BlogCard } from '../data/cards.ts';
import { withProgress } from '../lib/progress.ts';
import { renderedByReact } from '../lib/react-renderer-tag.ts';

export interface BlogTabsProps {
  readonly sections: ReadonlyArray<{ readonly slug: string; readonly label: string; readonly href: string }>;
  readonly initialSlug: string;
  readonly initialCards: readonly BlogCard[];
  /** The address of a section's JSON, with `{slug}` standing for the section. */
  readonly sectionUrlTemplate: string;
}

export default function BlogTabs({ sections, initialSlug, initialCards, sectionUrlTemplate }: BlogTabsProps) {
  const initialIndex = Math.max(
    0,
    sections.findIndex((section) => section.slug === initialSlug),
  );
  const [index, setIndex] = useState(initialIndex);
  const [cards, setCards] = useState<readonly BlogCard[]>(initialCards);
  const [state, setState] = useState<'ready' | 'loading' | 'failed'>('ready');
  const [hydrated, setHydrated] = useState(false);
  const cache = useRef(new Map<string, readonly BlogCard[]>([[sections[initialIndex]?.slug ?? '', initialCards]]));
  const tabs = useRef<Array<HTMLAnchorElement | null>>([]);
  useEffect(() => setHydrated(true), []);
  // Back and Forward through the sections chosen here.
  useEffect(() => {
    const onPopState = () => {
      const at = sections.findIndex((section) => section.href === window.location.pathname);
      if (at >= 0) void select(at, false, false);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  });

  async function select(next: number, focus = false, record = true) {
    const section = sections[next];
    if (!section) return;
    setIndex(next);
    if (record && window.location.pathname !== section.href) window.history.pushState(null, '', section.href);
    if (focus) tabs.current[next]?.focus();
    const known = cache.current.get(section.slug);
    if (known) {
      setCards(known);
      setState('ready');
      return;
    }
    setState('loading');
    try {
      const loaded = await withProgress(async () => {
        const response = await fetch(sectionUrlTemplate.replace('{slug}', section.slug));
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as BlogCard[];
      });
      cache.current.set(section.slug, loaded);
      setCards(loaded);
      setState('ready');
    } catch {
      setCards([]);
      setState('failed');
    }
  }

  /** A click on a section's link: shown here, unless the visitor asked for another tab or window. */
  function follow(event: MouseEvent<HTMLAnchorElement>, next: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void select(next);
  }

  /** Previous or Next: a link to the neighbouring section, or a disabled button at the ends. */
  function step(next: number, label: string) {
    const section = sections[next];
    if (!section) {
      return (
        <button type="button" className="button secondary" disabled>
          {label}
        </button>
      );
    }
    return (
      <a className="button secondary" href={section.href} onClick={(event) => follow(event, next)}>
        {label}
      </a>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: sections.length - 1 };
    const next = moves[event.key];
    if (next === undefined || next < 0 || next >= sections.length) return;
    event.preventDefault();
    void select(next, true);
  }

  const current = sections[index];
  return (
    <div className="blog-tabs">
      <div className="tab-row">
        {step(index - 1, 'Previous')}
        <div role="tablist" aria-label="Blog sections" className="tabs" onKeyDown={onKeyDown}>
          {sections.map((section, i) => (
            <a
              key={section.slug}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              href={section.href}
              role="tab"
              id={`tab-${section.slug}`}
              aria-selected={i === index}
              aria-controls="blog-tab-panel"
              // Before the script runs every tab is a plain link, reachable with Tab; after, the arrow keys move.
              tabIndex={!hydrated || i === index ? 0 : -1}
              className={i === index ? 'tab active' : 'tab'}
              onClick={(event) => follow(event, i)}
            >
              {section.label}
            </a>
          ))}
        </div>
        {step(index + 1, 'Next')}
      </div>
      <div role="tabpanel" id="blog-tab-panel" aria-labelledby={current ? `tab-${current.slug}` : undefined} aria-busy={state === 'loading'}>
        {current && <h2 className="visually-hidden">{current.label}</h2>}
        {state === 'loading' && <p>Loading...</p>}
        {state === 'failed' && <p>No Blogs Found</p>}
        {state === 'ready' && <BlogCardList blogs={cards} />}
      </div>
    </div>
  );
}

renderedByReact(BlogTabs);
