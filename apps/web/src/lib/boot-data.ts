import type { PortalConfigItem, TranslationTokens } from '@hitelkapu/domain';

/** The element the server writes the boot data into (apps/server/src/plugins/static-spa.ts). */
export const BOOT_DATA_ELEMENT_ID = 'hk-boot-data';

/** What the first render needs (spec §8): the public wording and the portal configuration. */
export interface BootData {
  tokens: TranslationTokens;
  config: PortalConfigItem[];
}

function isBootData(value: unknown): value is BootData {
  if (typeof value !== 'object' || value === null) return false;
  const { tokens, config } = value as Record<string, unknown>;
  return (
    typeof tokens === 'object' &&
    tokens !== null &&
    !Array.isArray(tokens) &&
    Object.values(tokens).every((text) => typeof text === 'string') &&
    Array.isArray(config) &&
    config.every((item) => typeof item === 'object' && item !== null && typeof item.identifier === 'string')
  );
}

/**
 * The boot data the server wrote into the page, or null when there are none (the Vite dev
 * server, an index.html cached from before, a server that could not read them) or they do not
 * read as boot data: then the client fetches them as before.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isBootData(value) ? value : null;
  } catch {
    return null;
  }
}
