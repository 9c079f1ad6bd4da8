/** Spec §8-§9: tokens and configuration are fetched until they arrive, one second apart. */
export const BOOT_RETRY_DELAY_MS = 1_000;

export async function retryForever<T>(
  load: () => Promise<T>,
  options: {
    delayMs?: number;
    onRetry?: (attempt: number, error: unknown) => void;
    sleep?: (ms: number) => Promise<void>;
    /** Gives up (re-throws) when this says no, e.g. once the session it needs is gone. */
    shouldRetry?: (error: unknown) => boolean;
  } = {},
): Promise<T> {
  const {
    delayMs = BOOT_RETRY_DELAY_MS,
    onRetry,
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
    shouldRetry = () => true,
  } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (!shouldRetry(error)) throw error;
      onRetry?.(attempt, error);
      await sleep(delayMs);
    }
  }
}
