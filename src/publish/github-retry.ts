/**
 * When to retry a GitHub API call, after GitHub's advice for rate limits
 * (https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api#exceeding-the-rate-limit):
 * honour retry-after; when x-ratelimit-remaining is 0 wait until x-ratelimit-reset; for any
 * other secondary rate limit wait at least a minute. Server errors (5xx) are transient too and
 * get exponential backoff. A 403 that is none of these (a missing permission) is final.
 */

export interface RetryOptions {
  maxAttempts: number;
  /** First backoff for a 5xx; doubled each attempt. */
  baseDelayMs: number;
  /** A wait longer than this is not worth it inside a CI job: give up instead. */
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

export const DEFAULT_RETRY_OPTIONS: RetryOptions = {
  maxAttempts: 4,
  baseDelayMs: 1000,
  maxDelayMs: 90_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

const SECONDARY_LIMIT_WAIT_MS = 60_000;

/** The parts of an @octokit/request-error RequestError we look at. */
export interface HttpFailure {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

/** Milliseconds to wait before the next attempt, or undefined when the failure is final. */
export function retryDelayMs(
  failure: HttpFailure,
  attempt: number,
  options: RetryOptions,
): number | undefined {
  if (attempt >= options.maxAttempts) return undefined;
  const status = failure.status ?? 0;
  const headers = failure.response?.headers ?? {};
  let delayMs: number | undefined;
  if (status >= 500) {
    delayMs = options.baseDelayMs * 2 ** (attempt - 1);
  } else if (status === 403 || status === 429) {
    const retryAfterSeconds = Number(headers['retry-after']);
    const resetEpochSeconds = Number(headers['x-ratelimit-reset']);
    if (headers['retry-after'] !== undefined && Number.isFinite(retryAfterSeconds)) {
      delayMs = retryAfterSeconds * 1000;
    } else if (String(headers['x-ratelimit-remaining']) === '0' && Number.isFinite(resetEpochSeconds)) {
      delayMs = Math.max(0, resetEpochSeconds * 1000 - options.now());
    } else if (status === 429 || /secondary rate limit/i.test(failure.message ?? '')) {
      delayMs = SECONDARY_LIMIT_WAIT_MS;
    }
  }
  return delayMs === undefined || delayMs > options.maxDelayMs ? undefined : delayMs;
}

/** Runs `call` until it succeeds or retryDelayMs says stop; then the last error is thrown. */
export async function withRetries<T>(
  call: () => Promise<T>,
  options: RetryOptions,
  onRetry: (failure: HttpFailure, delayMs: number) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delayMs = retryDelayMs(error as HttpFailure, attempt, options);
      if (delayMs === undefined) throw error;
      onRetry(error as HttpFailure, delayMs);
      await options.sleep(delayMs);
    }
  }
}
