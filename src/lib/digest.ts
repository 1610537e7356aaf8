/** A digest of any JSON value, the same in every process: facts, page props and stored pages are compared by it. */
import { hash } from 'node:crypto';

/** A digest of any answer; undefined (nothing there) has its own. */
export const digestOfValue = (value: unknown): string => (value === undefined ? '-' : hash('sha1', JSON.stringify(value), 'base64url'));
