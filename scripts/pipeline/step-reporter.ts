/**
 * What the render step says and measures: its lines to the caller's log (else the terminal), a clock for each step,
 * and the peak memory of the processes it ran, told once they have all ended.
 */
import type { AstroStepOptions, PeakRss } from './astro-options.ts';

/** A process's peaks, in bytes: resident, and its own (anonymous) memory. */
export interface ProcessPeaks {
  readonly peakRss: number;
  readonly peakAnonymous: number;
}

export interface StepReporter {
  /** Progress: to the caller's log, else the terminal unless quiet. */
  tell(text: string): void;
  /** What went wrong or may have: to the caller's log, else the terminal's error stream, quiet or not. */
  warn(text: string): void;
  /** Starts a clock: the function returned reads its seconds, to a tenth. */
  clock(): () => number;
  /** Tells the peak memory of the Astro processes, the site files' writer and this process, and hands it on. */
  peaks(astro: readonly ProcessPeaks[], siteFiles: number): void;
}

export function stepReporter(options: Pick<AstroStepOptions, 'onOutput' | 'quiet' | 'onPeakRss'>): StepReporter {
  const tell = (text: string): void => {
    if (options.onOutput) options.onOutput(text);
    else if (!options.quiet) process.stdout.write(text);
  };
  return {
    tell,
    warn: (text) => {
      if (options.onOutput) options.onOutput(text);
      else process.stderr.write(text);
    },
    clock: () => {
      const started = performance.now();
      return () => +((performance.now() - started) / 1000).toFixed(1);
    },
    peaks: (astro, siteFiles) => {
      const peak: PeakRss = {
        astro: Math.max(...astro.map((run) => run.peakRss)),
        astroOwn: Math.max(...astro.map((run) => run.peakAnonymous)),
        siteFiles,
        pipeline: process.resourceUsage().maxRSS * 1024,
      };
      const mib = (bytes: number) => Math.round(bytes / 1048576);
      tell(
        `[memory] peak RSS: astro ${mib(peak.astro)} MiB (its own ${mib(peak.astroOwn)} MiB), site files ${mib(peak.siteFiles)} MiB, pipeline ${mib(peak.pipeline)} MiB\n`,
      );
      options.onPeakRss?.(peak);
    },
  };
}
