import type { DealerBranding } from '@hitelkapu/domain/contracts/dealer-branding';
import { readStoredLeasingParams } from '@hitelkapu/domain/rules/navigation';
import { useQueries, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { dealerBrandingQuery, publicFileQuery } from './api/dealer-branding.ts';
import { buildDealerLook, type DealerLook } from './dealer-theme.ts';
import { useLeasingStore } from './leasing-store.ts';
import { useObjectUrls } from './use-object-urls.ts';

const IMAGE_KEYS = ['bigLogo', 'compactLogo', 'heroImage'] as const;
type ImageKey = (typeof IMAGE_KEYS)[number];
export type DealerImages = Readonly<Record<ImageKey, string | null>>;

export type DealerState =
  /** No dealer known: bare /leasing without a landing link. */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; reason: 'not-found' | 'failed'; retry: () => void }
  | { status: 'ready'; branding: DealerBranding; look: DealerLook; images: DealerImages };

/** The dealer of the page: the one in the path, else the one the landing link stored (spec §2). */
export function useDealerId(): string | null {
  const { dealerId } = useParams();
  const landing = useLeasingStore((state) => state.landing);
  const fromPath = dealerId?.trim();
  if (fromPath) return fromPath;
  return readStoredLeasingParams(landing, Date.now())?.dealerId ?? null;
}

/**
 * The dealer's branding with its images as local addresses and the theme built from it. Ready
 * only when all of it is there, so the page never shows a half-branded look; an image that
 * cannot be read is left out (the dealer's name stands in), a branding that cannot is an error.
 */
export function useDealerBranding(dealerId: string | null): DealerState {
  const branding = useQuery({ ...dealerBrandingQuery(dealerId ?? ''), enabled: dealerId !== null });
  const ids = IMAGE_KEYS.map((key) => branding.data?.[key] ?? null);
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const files = useQueries({ queries: wanted.map((id) => publicFileQuery(id)) });
  const settled = branding.isSuccess && files.every((file) => !file.isPending);
  const blobs = ids.map((id) => (id === null ? null : (files[wanted.indexOf(id)]?.data ?? null)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blobs themselves are the identity that matters.
  const blobSet = useMemo(
    () =>
      settled
        ? (Object.fromEntries(IMAGE_KEYS.map((key, index) => [key, blobs[index] ?? null])) as Record<
            ImageKey,
            Blob | null
          >)
        : null,
    [settled, ...blobs],
  );
  const urls = useObjectUrls(blobSet);
  const look = useMemo(() => (branding.data ? buildDealerLook(branding.data) : null), [branding.data]);

  if (dealerId === null) return { status: 'none' };
  if (branding.isError) {
    const notFound = branding.error instanceof ApiError && branding.error.status < 500;
    return {
      status: 'error',
      reason: notFound ? 'not-found' : 'failed',
      retry: () => void branding.refetch(),
    };
  }
  if (!branding.data || !look || !urls) return { status: 'loading' };
  return { status: 'ready', branding: branding.data, look, images: urls };
}

export const DealerContext = createContext<DealerState>({ status: 'none' });

/** The dealer of the leasing layout around this page. */
export function useDealer(): DealerState {
  return useContext(DealerContext);
}
