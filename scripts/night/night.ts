/**
 * A night as an unattended scheduler runs it: one at a time (the lock beside the snapshot), timed, reported as JSON
 * beside the snapshot, and ended with the exit status of its outcome (night-report.ts).
 */
import type { SiteEnv } from '../../src/config/env.ts';
import type { BuildOutcome, BuildStage } from '../pipeline/build-pipeline.ts';
import { acquireNightLock, describeOwner } from '../pipeline/night-lock.ts';
import { crawlStepPart, EXIT_STATUS, type NightOutcome, type NightReport, renderPart, summariseNight, writeNightReport } from './night-report.ts';
import { nightFilesOf } from '../pipeline/paths.ts';

/** What a night's work ended with, for its report. */
export type NightWork = { readonly outcome: NightOutcome; readonly message: string } & Partial<
  Pick<NightReport, 'crawl' | 'guard' | 'pages' | 'files' | 'disk' | 'deploy'>
> & { readonly seconds?: Readonly<Record<string, number>> };

export interface NightOptions {
  /** What runs, as the report and the lock name it ('build', 'crawl', 'rollback', ...). */
  readonly command: string;
  /** The current snapshot: the lock and the report live beside it. */
  readonly currentSnapshot: string;
  /** Another report file than the night's (the deploy keeps its own). */
  readonly reportPath?: string;
  readonly out?: (line: string) => void;
  readonly err?: (line: string) => void;
}

/** The outcome of a build that stopped at `stage`. */
export const OUTCOME_OF_STAGE: Readonly<Record<BuildStage, NightOutcome>> = {
  crawl: 'crawl-failed',
  deadline: 'crawl-deadline',
  guard: 'guard-refused',
  host: 'host-limits',
  render: 'render-failed',
  disk: 'disk-short',
  publish: 'publish-failed',
};

/** Runs `work` as a night: refuses at once when another run holds the lock (its report is left alone), takes over
 * the lock of a run that died, and writes the report whatever happens. */
export async function runNight(options: NightOptions, work: () => Promise<NightWork>): Promise<NightReport> {
  const out = options.out ?? ((line: string) => console.log(line));
  const err = options.err ?? ((line: string) => console.error(line));
  const files = nightFilesOf(options.currentSnapshot);
  const startedAt = new Date();
  const started = performance.now();
  const lock = acquireNightLock(files.lock, options.command);
  const finish = (done: NightWork, extra: Partial<NightReport> = {}): NightReport => ({
    ...done,
    ...extra,
    command: options.command,
    exitStatus: EXIT_STATUS[done.outcome],
    pid: process.pid,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    seconds: { ...done.seconds, total: +((performance.now() - started) / 1000).toFixed(1) },
  });
  if (!lock.acquired) {
    const message =
      `Another night is running: ${describeOwner(lock.owner)}. This run did nothing (its lock is ${files.lock}). ` +
      'If that process is gone from this machine, its lock is taken over by the next run.';
    err(message);
    return finish({ outcome: 'lock-held', message }, { lock: { heldBy: lock.owner } });
  }
  if (lock.tookOverFrom) out(`Took over the night's lock from a run that died: ${describeOwner(lock.tookOverFrom)}.`);
  let report: NightReport;
  try {
    let done: NightWork;
    try {
      done = await work();
    } catch (error) {
      done = { outcome: 'error', message: error instanceof Error ? error.message : String(error) };
    }
    report = finish(done, lock.tookOverFrom ? { lock: { tookOverFrom: lock.tookOverFrom } } : {});
    writeNightReport(options.reportPath ?? files.report, report);
  } finally {
    lock.release();
  }
  if (report.outcome === 'succeeded') out(report.message);
  else err(report.message);
  out(summariseNight(report, options.reportPath ?? files.report));
  return report;
}

/** A build's outcome as a night's work. */
export function nightOfBuild(outcome: BuildOutcome, env: SiteEnv, successMessage: string): NightWork {
  const { crawl } = outcome;
  const common = crawlStepPart(crawl, env.CRAWL_MAX_FAILURES);
  if (!outcome.ok) {
    return {
      outcome: OUTCOME_OF_STAGE[outcome.stage],
      message: outcome.message,
      ...common,
      ...(outcome.failure?.space ? { disk: outcome.failure.space } : {}),
    };
  }
  return {
    outcome: 'succeeded',
    message: successMessage,
    ...common,
    ...renderPart(outcome.render, crawl.guard),
    seconds: { ...common.seconds, ...outcome.render.seconds },
  };
}
