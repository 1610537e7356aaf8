/**
 * The render plan as a pure decision: which listed pages render and why, which are reused, which are gone.
 */
import { describe, expect, it } from 'vitest';
import { plan, type Changes, type PreviousPage, type StalePage } from '../../../src/page-deps/plan.ts';

const previous = (...pages: Array<[id: number, page: string, props: string]>): Map<string, PreviousPage> =>
  new Map(pages.map(([id, page, props]) => [page, { id, page, props }]));
const LAST = previous([1, 'texas', 'p1'], [2, 'ohio', 'p2'], [3, 'utah', 'p3']);
const cityFact: StalePage = { fact: { call: '["response","/GetDoctorCity?state=ohio"]', was: 'abc', now: 'def' }, changed: 2 };
const nothingChanged: Changes = { codeChanged: false, stale: new Map() };

describe('the render plan', () => {
  it.each<[string, Changes, Array<{ page: string; props: string }>, unknown]>([
    [
      'reuses every page whose props and facts hold',
      nothingChanged,
      [
        { page: 'texas', props: 'p1' },
        { page: 'ohio', props: 'p2' },
        { page: 'utah', props: 'p3' },
      ],
      { render: [], reuse: [1, 2, 3], remove: [] },
    ],
    [
      'renders a page the last build did not have, and removes one no longer listed',
      nothingChanged,
      [
        { page: 'texas', props: 'p1' },
        { page: 'ohio', props: 'p2' },
        { page: 'maine', props: 'p4' },
      ],
      { render: [['maine', { why: 'new' }]], reuse: [1, 2], remove: [3] },
    ],
    [
      'renders a page whose props changed',
      nothingChanged,
      [
        { page: 'texas', props: 'other' },
        { page: 'ohio', props: 'p2' },
        { page: 'utah', props: 'p3' },
      ],
      { render: [['texas', { why: 'props' }]], reuse: [2, 3], remove: [] },
    ],
    [
      'renders a page a fact of which changed, naming the fact, its digests and how many changed',
      { codeChanged: false, stale: new Map([[2, cityFact]]) },
      [
        { page: 'texas', props: 'p1' },
        { page: 'ohio', props: 'p2' },
        { page: 'utah', props: 'p3' },
      ],
      {
        render: [['ohio', { why: 'fact', fact: '["response","/GetDoctorCity?state=ohio"]', was: 'abc', now: 'def', changed: 2 }]],
        reuse: [1, 3],
        remove: [],
      },
    ],
    [
      'renders every page when the code changed, a new one still as new',
      { codeChanged: true },
      [
        { page: 'texas', props: 'p1' },
        { page: 'maine', props: 'p4' },
      ],
      {
        render: [
          ['texas', { why: 'code' }],
          ['maine', { why: 'new' }],
        ],
        reuse: [],
        remove: [2, 3],
      },
    ],
  ])('%s', (_, changes, listed, expected) => {
    const decided = plan(LAST, changes, listed);
    expect({
      render: decided.render.map(({ listed: page, reason }) => [page.page, reason]),
      reuse: decided.reuse.map((page) => page.id),
      remove: decided.remove.map((page) => page.id),
    }).toEqual(expected);
  });

  it('prefers new over props over a fact, and leaves out a digest the snapshot cannot give', () => {
    const unknownNow: StalePage = { fact: { call: '["noSuchKind"]', was: 'x', now: undefined }, changed: 1 };
    const changes: Changes = { codeChanged: false, stale: new Map([[1, unknownNow]]) };
    expect(plan(LAST, changes, [{ page: 'texas', props: 'p1' }]).render[0]?.reason).toEqual({
      why: 'fact',
      fact: '["noSuchKind"]',
      was: 'x',
      changed: 1,
    });
    expect(plan(LAST, changes, [{ page: 'texas', props: 'other' }]).render[0]?.reason).toEqual({ why: 'props' });
    expect(plan(new Map(), changes, [{ page: 'texas', props: 'p1' }]).render[0]?.reason).toEqual({ why: 'new' });
  });

  it('hands back the listed objects themselves, in listing order', () => {
    const listed = [
      { page: 'maine', props: 'p4', extra: 1 },
      { page: 'texas', props: 'changed', extra: 2 },
    ];
    expect(plan(LAST, nothingChanged, listed).render.map((entry) => entry.listed)).toEqual(listed);
  });
});
