/**
 * The manifest's tables, and those of the build's records kept beside it while a build runs.
 */

/** Bumped when what a fact means or what a page's record holds changes: an older manifest is then dropped (with
 * the build's records beside it) and every page renders once. */
export const MANIFEST_FORMAT = '9';

export const MANIFEST_DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- A fact: what was read (call: its kind and arguments as JSON) and the digest of the answer; its kind and the
-- columns its SQL check joins on (fact-kinds.ts), or a NULL kind for a call this code cannot answer.
CREATE TABLE IF NOT EXISTS facts (
  id INTEGER PRIMARY KEY, call TEXT NOT NULL UNIQUE, digest TEXT NOT NULL, kind TEXT, arg1 TEXT, arg2 TEXT, arg3 TEXT
);
-- changed_at: the newest change date among the page's facts; props: a digest of the page's declaration in the route
-- table (its names and reads), which getStaticPaths passes it; indexable: 0 for a page that carries robots noindex
-- (an empty state), which the sitemap leaves out; reason: why it last rendered (plan.ts, as JSON), in the build
-- numbered rendered_in (meta 'build' numbers the last).
CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY, page TEXT NOT NULL UNIQUE, url TEXT NOT NULL, changed_at TEXT, props TEXT NOT NULL, indexable INTEGER NOT NULL,
  reason TEXT NOT NULL, rendered_in INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS pages_by_url ON pages (url);
-- The facts each page read; a fact that changed finds the pages that read it through the second index, so a night's
-- check costs what changed, not what the site holds.
CREATE TABLE IF NOT EXISTS page_facts (page INTEGER NOT NULL, fact INTEGER NOT NULL, PRIMARY KEY (page, fact)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS page_facts_by_fact ON page_facts (fact);
-- The URL paths of the pages the last build removed.
CREATE TABLE IF NOT EXISTS removed (url TEXT PRIMARY KEY) WITHOUT ROWID;
`;
export const MANIFEST_TABLES = ['meta', 'facts', 'pages', 'page_facts', 'removed', 'listed', 'rendered'];

// What the build running now did: per listing, the pages it planned (plan.ts): the numbers of those the manifest
// knows (JSON), and why each page that renders does (JSON pairs of page id and reason); and what each page it
// rendered read. In a file of its own beside the manifest (the page bundle and the integration each open the
// manifest), so that a night's records, emptied at its end, leave no free space in the manifest that is carried to
// the next night. Each fact read is written once (read: numbered by the recorder that wrote it), and a rendered page
// lists the numbers of its facts (a JSON array).
export const BUILD_DDL = `
CREATE TABLE IF NOT EXISTS build.plans (listed TEXT NOT NULL, reasons TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS build.rendered (
  page TEXT PRIMARY KEY, url TEXT NOT NULL, facts TEXT NOT NULL, changed_at TEXT, props TEXT NOT NULL, indexable INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS build.read (idx INTEGER PRIMARY KEY, call TEXT NOT NULL, digest TEXT NOT NULL);
`;
/** The build records' tables of this format and the older ones, dropped with an older manifest. */
export const BUILD_TABLES = ['listed', 'listed_known', 'plans', 'rendered', 'read'];
export const CLEAR_BUILD = 'DELETE FROM build.plans; DELETE FROM build.rendered; DELETE FROM build.read;';

/** The file of the build's records beside a manifest. */
export const buildRecordsPathOf = (manifestPath: string): string => `${manifestPath}.build`;
