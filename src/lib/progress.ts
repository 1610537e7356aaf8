/**
 * The top progress bar (spec sections 2 and 4): 70 while a page loads, 50 when a client-side data load starts,
 * 100 when it has loaded or failed, then it fades out. Shared by the page script and the islands.
 */
export const PROGRESS_START = 70;
export const PROGRESS_DATA_LOAD = 50;
export const PROGRESS_DONE = 100;

/** Moves the bar to a value (0–100); at 100 it fills and fades. */
export function setProgress(value: number): void {
  const bar = document.getElementById('progress-bar');
  if (!bar) return;
  bar.style.setProperty('--progress', String(value / 100));
  bar.dataset.state = value >= PROGRESS_DONE ? 'done' : 'loading';
}

/** Runs a client-side load under the bar: 50 at its start, 100 when it settles. */
export async function withProgress<T>(load: () => Promise<T>): Promise<T> {
  setProgress(PROGRESS_DATA_LOAD);
  try {
    return await load();
  } finally {
    setProgress(PROGRESS_DONE);
  }
}
