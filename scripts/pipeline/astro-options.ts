/** What the render step is told: where the project, the output and the snapshot are, and whom to report to. */
import type { SpaceCheck } from './disk-space.ts';
import type { PublishCounts } from './publish.ts';

/** Peak resident memory, in bytes, of each kind of process a build runs. */
export interface PeakRss {
  /** The largest of the `astro build` processes (one per shard). */
  readonly astro: number;
  /** The largest own memory of those processes (anonymous: without the snapshot and manifest they read mapped,
   * which the page cache holds once for all of them). What grows with a shard's pages. */
  readonly astroOwn: number;
  /** The process writing the site files (0 when they were kept). */
  readonly siteFiles: number;
  /** This process, which publishes: its peak over its whole life so far. */
  readonly pipeline: number;
}

export interface AstroStepOptions {
  readonly root: string;
  readonly dist: string;
  readonly snapshotPath: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Where the shards' manifests and fresh outputs, the site files and the record of what was published live
   * (default `${dist}.cache`). */
  readonly cacheDir?: string;
  /** How many parts the pages are split into (default 1), each rendered by an Astro process of its own. */
  readonly shards?: number;
  /** How many of those processes run at once (default: one per core). */
  readonly parallel?: number;
  /** Keep Astro's output to errors (tests). */
  readonly quiet?: boolean;
  /** Receives Astro's output instead of the terminal (the benchmark keeps its tail for errors). */
  readonly onOutput?: (text: string) => void;
  /** Receives what the build did: pages rendered (by every shard) and reused, files published, seconds per step. */
  readonly onReport?: (report: RenderReport) => void;
  /** Receives the peak resident memory of the build's processes, in bytes (Linux), once they have all ended. */
  readonly onPeakRss?: (peak: PeakRss) => void;
  /** Receives why the step failed: the render, too little space to publish, or a disk that filled while publishing. */
  readonly onFailure?: (failure: RenderFailure) => void;
}

/** Why a render step did not publish (or published only part: `publish`). */
export interface RenderFailure {
  readonly stage: 'render' | 'disk' | 'publish';
  readonly message: string;
  /** What publishing needed on dist/'s disk and what it had, once the render was done. */
  readonly space?: SpaceCheck;
}

export interface RenderReport {
  /** Pages rendered, each once (every shard renders the pages without params). */
  readonly rendered: number;
  /** Pages reused as the last build left them. */
  readonly reused: number;
  /** Pages the last build had and this one does not. */
  readonly removed: number;
  /** Pages rendered by reason (src/page-deps/plan.ts), each once, most first. */
  readonly reasons: Readonly<Record<string, number>>;
  /** The build's lists on disk (build-lists.ts), until the next build: which pages rendered and were removed. */
  readonly lists: string;
  /** True when the site files of the last build were kept (nothing they are made from changed). */
  readonly siteFilesKept: boolean;
  readonly published: PublishCounts;
  readonly seconds: { readonly render: number; readonly siteFiles: number; readonly publish: number };
  /** What publishing needed on dist/'s disk and what it had. */
  readonly space: SpaceCheck;
}
