/**
 * Files of one path (or other line) per line, written and read a chunk at a time: how the pipeline keeps whole-site
 * lists (pages rendered, files staged) on disk instead of in one process's memory.
 */
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

// Lines are gathered into writes, and read back, about this many bytes at a time.
const CHUNK = 1 << 20;

export interface LineWriter {
  /** Writes one line; a line break inside it is an error (it would read back as two lines). */
  write(line: string): void;
  close(): void;
}

/** A writer of lines to `file`, from its start or (`append`) after what it holds. */
export function openLineWriter(file: string, { append = false } = {}): LineWriter {
  const fd = openSync(file, append ? 'a' : 'w');
  let text = '';
  return {
    write(line) {
      if (/[\n\r]/.test(line)) throw new Error(`A listed path holds a line break: ${JSON.stringify(line)}`);
      text += `${line}\n`;
      if (text.length >= CHUNK) {
        writeSync(fd, text);
        text = '';
      }
    },
    close() {
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
    },
  };
}

/** Writes `lines` to `file`, one a line; returns how many. */
export function writeLines(file: string, lines: Iterable<string>): number {
  const out = openLineWriter(file);
  let count = 0;
  try {
    for (const line of lines) {
      out.write(line);
      count++;
    }
  } finally {
    out.close();
  }
  return count;
}

/** The non-empty lines of `file`, one at a time (none when it does not exist). */
export function* linesOf(file: string): Generator<string> {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const buffer = Buffer.allocUnsafe(CHUNK);
    // The bytes of a line cut by the end of a chunk: decoded once whole, so a character split across chunks is kept.
    let rest = Buffer.alloc(0);
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      const chunk = rest.length > 0 ? Buffer.concat([rest, buffer.subarray(0, read)]) : buffer.subarray(0, read);
      let start = 0;
      for (let end = chunk.indexOf(10, start); end >= 0; end = chunk.indexOf(10, start)) {
        if (end > start) yield chunk.toString('utf8', start, end);
        start = end + 1;
      }
      rest = Buffer.from(chunk.subarray(start));
    }
    if (rest.length > 0) yield rest.toString('utf8');
  } finally {
    closeSync(fd);
  }
}
