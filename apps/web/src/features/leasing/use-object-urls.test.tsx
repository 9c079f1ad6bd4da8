import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubObjectUrls } from './testing.tsx';
import { useObjectUrls } from './use-object-urls.ts';

const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

describe('local addresses of fetched images (spec §3)', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
  });
  afterEach(() => urls.restore());

  it('makes one address a blob, none for a missing image, and none before the blobs are there', () => {
    const { result, rerender } = renderHook(({ blobs }) => useObjectUrls(blobs), {
      initialProps: { blobs: null as Record<'logo' | 'hero', Blob | null> | null },
    });
    expect(result.current).toBeNull();
    rerender({ blobs: { logo: png(), hero: null } });
    expect(result.current).toEqual({ logo: urls.created[0], hero: null });
    expect(urls.created).toHaveLength(1);
  });

  it('revokes the old addresses when the images change, and the rest on unmount', () => {
    const first = { logo: png(), hero: png() };
    const { result, rerender, unmount } = renderHook(({ blobs }) => useObjectUrls(blobs), {
      initialProps: { blobs: first as Record<'logo' | 'hero', Blob | null> },
    });
    const [firstLogo, firstHero] = urls.created;
    expect(result.current).toEqual({ logo: firstLogo, hero: firstHero });

    rerender({ blobs: { logo: png(), hero: null } });
    expect([...urls.revoked].sort()).toEqual([firstLogo, firstHero].sort());
    const secondLogo = urls.created[2];
    expect(result.current).toEqual({ logo: secondLogo, hero: null });

    unmount();
    expect(urls.revoked).toContain(secondLogo);
    expect(urls.revoked).toHaveLength(urls.created.length);
  });
});
