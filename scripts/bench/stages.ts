/**
 * The benchmark's stages, resumable: each finished stage is recorded (its inputs' digest, its figures, when and at
 * which commit) in a ledger beside its outputs. A re-run with the same inputs takes a recorded stage's figures and
 * outputs as they are, up to the first stage whose inputs changed or that never finished; from there every stage
 * runs again, since each one works on what the stage before it left (the site, the bucket, the snapshots). A stage
 * named in `keep` is taken as recorded though its inputs changed (its code, mostly): a national crawl costs most of
 * an hour, and a night measured at new code needs the crawl redone only when the crawl's own code is what is measured.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

const LedgerSchema = z.object({
  stages: z.record(
    z.string(),
    // A stage skipped by the options (the deploys without --deploy) finishes with no figures: JSON drops the key.
    z.object({ inputs: z.string(), finishedAt: z.string(), commit: z.string(), figures: z.unknown().optional() }),
  ),
});
type Ledger = z.infer<typeof LedgerSchema>;

export interface StageRun<T> {
  readonly figures: T;
  /** Taken from the ledger: nothing ran. */
  readonly resumed: boolean;
}

export interface Stages {
  /**
   * Runs stage `name` unless the ledger holds it finished with the same `inputs` and every stage before it was taken
   * from the ledger too; `outputsExist` confirms what it left is still there.
   */
  run<T>(name: string, inputs: unknown, outputsExist: () => boolean, stage: () => Promise<T>): Promise<StageRun<T>>;
  /** Whether a stage has run (not resumed) in this run: the stages after it run too. */
  readonly broken: boolean;
}

const digestOf = (inputs: unknown): string => createHash('sha1').update(JSON.stringify(inputs)).digest('base64url');

function commitOf(root: string): string {
  try {
    const head = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

/** The stages recorded in `ledgerPath` (none when it is missing or unreadable: every stage runs). */
export function openStages(ledgerPath: string, root: string, log: (line: string) => void, keep: ReadonlySet<string> = new Set()): Stages {
  let ledger: Ledger = { stages: {} };
  if (existsSync(ledgerPath)) {
    const parsed = LedgerSchema.safeParse(JSON.parse(readFileSync(ledgerPath, 'utf8')));
    if (parsed.success) ledger = parsed.data;
    else log(`The stage ledger ${ledgerPath} is not readable (${z.prettifyError(parsed.error)}): every stage runs.`);
  }
  const commit = commitOf(root);
  let broken = false;
  const save = () => {
    // Written whole, then renamed: a run killed while writing leaves the last ledger.
    writeFileSync(`${ledgerPath}.next`, `${JSON.stringify(ledger, null, 1)}\n`);
    renameSync(`${ledgerPath}.next`, ledgerPath);
  };
  return {
    get broken() {
      return broken;
    },
    async run<T>(name: string, inputs: unknown, outputsExist: () => boolean, stage: () => Promise<T>): Promise<StageRun<T>> {
      const key = digestOf(inputs);
      const recorded = ledger.stages[name];
      const kept = recorded?.inputs !== key && keep.has(name);
      if (!broken && recorded && (recorded.inputs === key || kept) && outputsExist()) {
        const why = kept ? ', kept as asked though its inputs changed since' : '';
        log(`${name}: finished ${recorded.finishedAt} at ${recorded.commit}${why}, taken as it is`);
        return { figures: recorded.figures as T, resumed: true };
      }
      if (keep.has(name))
        log(`${name}: not kept: ${broken ? 'a stage before it runs again' : recorded ? 'its outputs are gone' : 'it never finished'}`);
      broken = true;
      // What this stage leaves is not finished until it says so: a run killed now runs it again.
      delete ledger.stages[name];
      save();
      const figures = await stage();
      ledger.stages[name] = { inputs: key, finishedAt: new Date().toISOString(), commit, figures };
      save();
      return { figures, resumed: false };
    },
  };
}
