/**
 * HTML validity as an outside checker sees it: one built page of every template (route), checked by the W3C Nu Html
 * Checker (the `vnu-jar` package, run on the system's Java). Lighthouse does not check the markup itself.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { routeOfPath } from '../routes/route-of-path.ts';

export interface HtmlError {
  readonly page: string;
  readonly line: number | undefined;
  readonly message: string;
  readonly extract: string;
}

/** The first page (in name order) of each route that built pages in `dist`, and every page no route makes (404, …). */
export function onePagePerTemplate(dist: string): string[] {
  const byTemplate = new Map<string, string>();
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    const template = routeOfPath(file) ?? `file:${file}`;
    if (!byTemplate.has(template)) byTemplate.set(template, join(dist, file));
  }
  return [...byTemplate.values()];
}

const VnuReport = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

/** Where the checker's jar is; its Java is `JAVA_PATH` or `java` on the PATH. */
const vnuJar = (): string => join(createRequire(import.meta.url).resolve('vnu-jar'), '..', 'build', 'dist', 'vnu.jar');

/** The checker's errors (not its warnings) on these pages. */
export async function htmlErrorsOf(files: readonly string[], java = process.env.JAVA_PATH ?? 'java'): Promise<HtmlError[]> {
  if (files.length === 0) return [];
  // The checker exits 1 when it finds errors; its report is on stderr either way.
  const stderr = await promisify(execFile)(java, ['-jar', vnuJar(), '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 << 20 }).then(
    (done) => done.stderr,
    (failed: { stderr?: string; message: string }) => {
      if (!failed.stderr?.trimStart().startsWith('{')) throw new Error(`The HTML checker did not run (${java} -jar vnu.jar): ${failed.message}`);
      return failed.stderr;
    },
  );
  return VnuReport.parse(JSON.parse(stderr))
    .messages.filter((message) => message.type === 'error')
    .map((message) => ({
      page: message.url ? decodeURIComponent(new URL(message.url).pathname) : '',
      line: message.lastLine,
      message: message.message,
      extract: message.extract ?? '',
    }));
}
