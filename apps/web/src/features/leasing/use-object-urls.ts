import { useLayoutEffect, useState } from 'react';

/**
 * Local addresses (`blob:`) for fetched files, as spec §3 asks for the dealer's images. Each
 * address lives as long as its blob is shown: it is revoked when the blobs change and on
 * unmount, so a dealer's images do not pile up in memory. Null until the addresses for the
 * given blobs exist (made before paint, so an image never flashes in late).
 */
export function useObjectUrls<K extends string>(
  blobs: Readonly<Record<K, Blob | null>> | null,
): Readonly<Record<K, string | null>> | null {
  const [made, setMade] = useState<{ from: typeof blobs; urls: Record<K, string | null> } | null>(null);
  useLayoutEffect(() => {
    if (!blobs) return;
    const urls = Object.fromEntries(
      Object.entries(blobs).map(([key, blob]) => [key, blob ? URL.createObjectURL(blob as Blob) : null]),
    ) as Record<K, string | null>;
    setMade({ from: blobs, urls });
    return () => {
      for (const url of Object.values<string | null>(urls)) if (url) URL.revokeObjectURL(url);
    };
  }, [blobs]);
  return made && made.from === blobs ? made.urls : null;
}
