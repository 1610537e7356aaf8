/**
 * Whether two files hold the same bytes, read a chunk of each at a time. Reading both whole made the publish's
 * memory grow with the site's largest files: a rebuild compares every sitemap part (7 MB each at 200,000 doctors,
 * eight of them), and their buffers lived until V8 next collected, 70 MiB at once.
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** Bytes read from each file at a time: a sitemap part's tags end well within it, and two of them stay small. */
const CHUNK_BYTES = 1 << 16;

/** Two buffers for the thread's comparisons, made once: a publish compares thousands of files. */
let buffers: readonly [Buffer, Buffer] | undefined;

/** Whether `a` and `b`, both `size` bytes long (the caller has checked), hold the same bytes. */
export function sameBytesOf(a: string, b: string, size: number): boolean {
  buffers ??= [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)];
  const [left, right] = buffers;
  const fa = openSync(a, 'r');
  try {
    const fb = openSync(b, 'r');
    try {
      for (let offset = 0; offset < size; ) {
        const length = Math.min(CHUNK_BYTES, size - offset);
        const readA = readFully(fa, left, length, offset);
        const readB = readFully(fb, right, length, offset);
        // A file that shrank since its size was taken is not the same.
        if (readA !== length || readB !== length || left.compare(right, 0, length, 0, length) !== 0) return false;
        offset += length;
      }
      // Nothing past the size both were taken at.
      return readSync(fa, left, 0, 1, size) === 0 && readSync(fb, right, 0, 1, size) === 0;
    } finally {
      closeSync(fb);
    }
  } finally {
    closeSync(fa);
  }
}

/** Reads `length` bytes at `position` into the start of `buffer`, short only at the file's end; returns what it read. */
function readFully(fd: number, buffer: Buffer, length: number, position: number): number {
  let read = 0;
  while (read < length) {
    const got = readSync(fd, buffer, read, length - read, position + read);
    if (got === 0) break;
    read += got;
  }
  return read;
}
