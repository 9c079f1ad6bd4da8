import type { DealerBranding } from '@hitelkapu/domain/contracts/dealer-branding';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * How a dealer's look is drawn as the customer sees it at /leasing. The leasing feature owns
 * that look (its theme and header); a feature imports no other feature, so the route module
 * hands the drawing in here. Without one the editor draws a plain sample of the same colours.
 */
export type DealerPreviewRenderer = (props: {
  branding: DealerBranding;
  /** Local addresses of the images (uploaded but maybe not saved yet). */
  images: Record<'bigLogo' | 'compactLogo' | 'heroImage', string | null>;
}) => ReactNode;

const DealerPreviewContext = createContext<DealerPreviewRenderer | null>(null);

export function DealerPreviewProvider({
  render,
  children,
}: {
  render: DealerPreviewRenderer;
  children: ReactNode;
}) {
  return <DealerPreviewContext.Provider value={render}>{children}</DealerPreviewContext.Provider>;
}

export function useDealerPreview(): DealerPreviewRenderer | null {
  return useContext(DealerPreviewContext);
}
