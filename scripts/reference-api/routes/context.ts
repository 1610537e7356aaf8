/** What every GET handler of the reference API receives, and how it reports a bad request. */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { GetEndpointName } from '../../../src/api/endpoints.ts';
import type { Lookups } from '../db/lookups.ts';

/** The query parameters of a request, read case-insensitively as ASP.NET model binding does. */
export interface RequestParams {
  /** A parameter's value, or undefined when absent. */
  get(name: string): string | undefined;
  /** A parameter's value; absent means 400 naming the parameter. */
  require(name: string): string;
}

/** A client error the API answers with a JSON body naming the field. */
export class HttpProblem extends Error {
  readonly status: 400 | 404 | 413 | 415;
  readonly field: string | undefined;

  constructor(status: 400 | 404 | 413 | 415, message: string, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

export interface HandlerContext {
  /** A prepared statement, compiled once per SQL text and reused across requests. */
  prepare(sql: string): StatementSync;
  readonly lookups: Lookups;
  /** The URL of an image the API serves itself (flags, portraits): root-relative unless an image base is set. */
  imageUrl(path: string): string;
  /** `count` random distinct ids from a kind's contiguous id range of a state (cityId 0) or city. */
  sampleIds(kind: string, stateCode: string, cityId: number, count: number): number[];
}

export type GetHandler = (params: RequestParams, context: HandlerContext) => unknown;

/** The handlers of a group of GET endpoints, checked against the contract's names. */
export type GetHandlers<N extends GetEndpointName> = { readonly [K in N]: GetHandler };

/** Builds the parameter reader of a request from its query string. */
export function readParams(search: URLSearchParams): RequestParams {
  const values = new Map<string, string>();
  for (const [key, value] of search) if (!values.has(key.toLowerCase())) values.set(key.toLowerCase(), value);
  return {
    get: (name) => values.get(name.toLowerCase()),
    require(name) {
      const value = values.get(name.toLowerCase());
      if (value === undefined) throw new HttpProblem(400, `Missing query parameter '${name}'`, name);
      return value;
    },
  };
}

/** `SELECT ... WHERE id IN (...)` for a list of ids, keeping SQLite's parameter limit in mind. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** The Direction link of an address: a maps search any phone opens. */
export function toMapDirection(address: string): string {
  return address ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}` : '';
}

/** Memoises prepared statements of one database: preparing on every request costs more than the query. */
export function createStatementCache(db: DatabaseSync): (sql: string) => StatementSync {
  const statements = new Map<string, StatementSync>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}
