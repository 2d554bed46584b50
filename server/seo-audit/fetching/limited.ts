// Runs async jobs with at most `concurrency` at a time, keeping the order of the results.
// The audit's extra requests (image sizes, sitemap URLs) go through one of these so that the
// audited site never sees more than 2 of our requests at once.

export type Limiter = <T>(job: () => Promise<T>) => Promise<T>;

export function createLimiter(concurrency: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  // A finished job hands its slot straight to the next waiting one, so no newcomer can slip in between.
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await job();
    } finally {
      release();
    }
  };
}
