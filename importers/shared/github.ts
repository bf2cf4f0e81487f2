/** Minimal GitHub API client for the importers: token, retries, rate limits, progress. */

export type GitHubClientOptions = {
  token: string;
  /** https://api.github.com in production; a 127.0.0.1 server in tests. */
  apiUrl: string;
  /** Longest wait for a rate-limit reset before giving up. */
  maxWaitMs?: number;
  retries?: number;
  /** Longest wait for one answer; a request that takes longer is retried like a network error. */
  timeoutMs?: number;
  log?: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
};

export class GitHubError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GitHubError';
  }
}

/** Reads the token from the environment or explains what is needed and exits non-zero. */
export function requireToken(env: Record<string, string | undefined>, command: string): string {
  const token = env.GITHUB_TOKEN?.trim();
  if (token) return token;
  console.error(
    `${command} needs a GitHub token: set GITHUB_TOKEN to a token that can read the repository (a fine-grained token with read access to discussions/contents, or a classic token with the repo scope).`,
  );
  process.exit(2);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The answer's JSON. A proxy, captive portal or outage page answers 200 with HTML; the error
 * names the URL and shows what came back instead of a bare "Unexpected token '<'".
 */
async function jsonBody(response: Response, url: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const type = response.headers.get('content-type') ?? 'no content type';
    const start = text.replace(/\s+/g, ' ').trim().slice(0, 120);
    throw new GitHubError(
      `${url} answered ${response.status} with ${type}, not JSON: ${JSON.stringify(start)}`,
      response.status,
    );
  }
}

/** Fetches JSON with retries on 5xx and network errors, and waits out rate limits. */
export function createClient(options: GitHubClientOptions) {
  const {
    token,
    apiUrl,
    maxWaitMs = 15 * 60_000,
    retries = 4,
    timeoutMs = 30_000,
    log = () => undefined,
    sleep = defaultSleep,
  } = options;
  const apiOrigin = new URL(apiUrl).origin;

  async function request(
    path: string,
    init: RequestInit = {},
  ): Promise<{ body: unknown; headers: Headers }> {
    const url = path.startsWith('http') ? path : `${apiUrl}${path}`;
    // A pagination link comes from the answer; the token goes to the API's origin only.
    if (new URL(url).origin !== apiOrigin) {
      throw new GitHubError(
        `refusing to send the token to ${new URL(url).origin}: the link leads outside ${apiOrigin}`,
        0,
      );
    }
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(url, {
          ...init,
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            accept: 'application/vnd.github+json',
            authorization: `Bearer ${token}`,
            'user-agent': 'gruntwork-docs-importer',
            ...(init.headers as Record<string, string> | undefined),
          },
        });
      } catch (error) {
        if (attempt >= retries) {
          const timedOut = (error as Error).name === 'TimeoutError';
          throw new GitHubError(
            timedOut
              ? `no answer from ${url} within ${timeoutMs / 1000} s (${attempt + 1} tries)`
              : `could not reach ${url}: ${(error as Error).message}`,
            0,
          );
        }
        await sleep(2 ** attempt * 500);
        continue;
      }
      const remaining = response.headers.get('x-ratelimit-remaining');
      if (
        (response.status === 403 || response.status === 429) &&
        (remaining === '0' || response.headers.has('retry-after'))
      ) {
        const reset = Number(response.headers.get('x-ratelimit-reset') ?? 0) * 1000;
        const retryAfter = Number(response.headers.get('retry-after') ?? 0) * 1000;
        const wait = Math.max(retryAfter, reset - Date.now(), 1000);
        if (wait > maxWaitMs || attempt >= retries) {
          throw new GitHubError(
            `rate limited by GitHub; retry after ${Math.ceil(wait / 1000)} s`,
            response.status,
          );
        }
        log(`rate limited, waiting ${Math.ceil(wait / 1000)} s`);
        await sleep(wait);
        continue;
      }
      if (response.status >= 500 && attempt < retries) {
        await sleep(2 ** attempt * 500);
        continue;
      }
      if (!response.ok) {
        throw new GitHubError(
          `GitHub answered ${response.status} for ${url}: ${await response.text()}`,
          response.status,
        );
      }
      return { body: await jsonBody(response, url), headers: response.headers };
    }
  }

  return {
    request,
    /** POSTs a GraphQL query; GraphQL errors become exceptions. */
    async graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
      const { body } = await request('/graphql', {
        method: 'POST',
        body: JSON.stringify({ query, variables }),
      });
      const result = body as { data?: T; errors?: { message: string }[] };
      if (result.errors?.length)
        throw new GitHubError(result.errors.map((e) => e.message).join('; '), 200);
      if (!result.data) throw new GitHubError('GraphQL answer without data', 200);
      return result.data;
    },
  };
}

/** The URL of rel="next" in a Link header, if any. */
export function nextLink(header: string | null): string | undefined {
  return header
    ?.split(',')
    .find((part) => part.includes('rel="next"'))
    ?.match(/<([^>]+)>/)?.[1];
}

/**
 * Guards a paginated walk: at most `maxPages` pages, and never the same page twice (a stuck
 * cursor or Link header would otherwise loop until the rate limit ran out).
 */
export function pageGuard(maxPages = 200): (next: string) => void {
  const seen = new Set<string>();
  return (next) => {
    if (seen.has(next)) throw new GitHubError(`pagination repeated ${next}; stopping`, 0);
    seen.add(next);
    if (seen.size > maxPages) throw new GitHubError(`more than ${maxPages} pages; stopping`, 0);
  };
}
