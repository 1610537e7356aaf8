/**
 * The section tabs of /blogs/: the default section is in the HTML; choosing another fetches its cards from the
 * static JSON emitted at build. Previous and Next step through the tabs and stop at the ends.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { BlogCardList } from './cards/BlogCardView.tsx';
import type { BlogCard } from '../data/cards.ts';
import { withProgress } from '../lib/progress.ts';
import { renderedByReact } from '../lib/react-renderer-tag.ts';

export interface BlogTabsProps {
  readonly sections: ReadonlyArray<{ readonly slug: string; readonly label: string }>;
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
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  useEffect(() => setHydrated(true), []);

  async function select(next: number, focus = false) {
    const section = sections[next];
    if (!section) return;
    setIndex(next);
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
        <button type="button" className="button secondary" onClick={() => select(index - 1)} disabled={!hydrated || index === 0}>
          Previous
        </button>
        <div role="tablist" aria-label="Blog sections" className="tabs" onKeyDown={onKeyDown}>
          {sections.map((section, i) => (
            <button
              key={section.slug}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${section.slug}`}
              aria-selected={i === index}
              aria-controls="blog-tab-panel"
              tabIndex={i === index ? 0 : -1}
              disabled={!hydrated}
              className={i === index ? 'tab active' : 'tab'}
              onClick={() => select(i)}
            >
              {section.label}
            </button>
          ))}
        </div>
        <button type="button" className="button secondary" onClick={() => select(index + 1)} disabled={!hydrated || index === sections.length - 1}>
          Next
        </button>
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
