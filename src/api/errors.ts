import type { z } from 'zod';

/** Where a request went: the endpoint's name and path, and the parameters it was called with. */
export interface RequestTarget {
  readonly endpoint: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string | number>>;
}

function describeTarget(target: RequestTarget): string {
  const params = Object.entries(target.params)
    .map(([key, value]) => `${key}=${JSON.stringify(String(value))}`)
    .join(', ');
  return `${target.endpoint} (${target.path}${params ? ` with ${params}` : ''})`;
}

/** Formats a zod issue path the way a reader looks for it in the JSON: `[3].doctorName`. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return '(the whole body)';
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`)).join('');
}

/** The API answered, but not with what the contract says: a malformed body or a field of the wrong shape. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  /** The first failing field, as a path into the response (`[3].doctorName`). */
  readonly field: string;
  readonly target: RequestTarget;
  readonly issues: ReadonlyArray<z.core.$ZodIssue>;

  constructor(target: RequestTarget, issues: ReadonlyArray<z.core.$ZodIssue>, options?: { readonly reason?: string }) {
    const first = issues[0];
    const field = first ? formatIssuePath(first.path) : '(the whole body)';
    const reason =
      options?.reason ??
      issues
        .slice(0, 3)
        .map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`)
        .join('; ');
    super(
      `${describeTarget(target)} answered with data that does not match the API contract: ${reason}` +
        `${issues.length > 3 ? ` (and ${issues.length - 3} more issues)` : ''}. ` +
        'Check that the API base URL points at the directory API, or update the schema in src/api/schemas/ if the API changed.',
    );
    this.field = field;
    this.target = target;
    this.issues = issues;
  }
}

/** The request failed for good: a network error, a timeout or an error status that survived every retry. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly target: RequestTarget;
  /** The HTTP status of the last attempt, or undefined when no response arrived. */
  readonly status: number | undefined;
  readonly reason: string;

  constructor(target: RequestTarget, status: number | undefined, reason: string, options?: { readonly cause?: unknown }) {
    super(`${describeTarget(target)} failed${status === undefined ? '' : ` with HTTP ${status}`}: ${reason}`, options);
    this.target = target;
    this.status = status;
    this.reason = reason;
  }
}
