import type { FastifyBaseLogger } from 'fastify';

export interface Poller {
  /** Stops polling and waits for a round under way to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `pollMs` until stopped, one round at a time, never overlapping: a
 * failed round is logged and the next one comes as usual.
 */
export function startPoller(
  round: () => Promise<unknown>,
  options: { pollMs: number; log: FastifyBaseLogger; failure: string },
): Poller {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    current = round()
      .catch((err: unknown) => options.log.error({ err }, options.failure))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };
  let timer = setTimeout(tick, options.pollMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
