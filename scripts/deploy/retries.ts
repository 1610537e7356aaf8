/**
 * How the S3 target retries a request. The SDK's standard strategy draws every retry from one budget per client
 * (500 tokens, 14 a retry, one back a success): when the storage has closed the pooled connections while the deploy
 * was busy, dozens of requests fail at once, the budget empties, and the next failure is thrown on its first attempt
 * (aws-sdk-js-v3#4754). That is how the national full deploy failed after an hour of uploads. A deploy is a batch job
 * that stops at its first failed request: each request gets its own attempts, with jittered exponential backoff.
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3';

type RetryStrategy = Extract<NonNullable<S3ClientConfig['retryStrategy']>, { recordSuccess: unknown }>;
type RetryToken = Awaited<ReturnType<RetryStrategy['acquireInitialRetryToken']>>;
type RetryErrorInfo = Parameters<RetryStrategy['refreshRetryTokenForRetry']>[1];

/** Backoff bases: a connection error is retried at once or nearly, a throttled request waits longer. */
const BASE_DELAY_MS = 100;
const THROTTLED_BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 20_000;

const tokenOf = (retries: number, delay: number): RetryToken => ({ getRetryCount: () => retries, getRetryDelay: () => delay });

/** Up to `maxAttempts` attempts of each request that failed on the connection, a timeout, a 5xx or throttling. */
export function perRequestRetries(maxAttempts: number, random: () => number = Math.random): RetryStrategy {
  return {
    acquireInitialRetryToken: async () => tokenOf(0, 0),
    async refreshRetryTokenForRetry(token: RetryToken, info: RetryErrorInfo): Promise<RetryToken> {
      const retries = token.getRetryCount() + 1;
      const retryable = info.errorType === 'TRANSIENT' || info.errorType === 'THROTTLING';
      if (!retryable || retries >= maxAttempts) throw info.error ?? new Error(`Not retried: ${info.errorType}`);
      const base = info.errorType === 'THROTTLING' ? THROTTLED_BASE_DELAY_MS : BASE_DELAY_MS;
      const backoff = Math.floor(random() * Math.min(base * 2 ** (retries - 1), MAX_DELAY_MS));
      const asked = info.retryAfterHint ? Math.min(info.retryAfterHint.getTime() - Date.now(), MAX_DELAY_MS) : 0;
      return tokenOf(retries, Math.max(backoff, asked));
    },
    recordSuccess: () => {},
  };
}
