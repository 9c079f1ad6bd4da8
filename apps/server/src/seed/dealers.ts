import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dealers } from '../db/schema/index.ts';
import { createDealersService } from '../modules/dealers/dealers.service.ts';
import { type DealerArt, drawBigLogo, drawCompactLogo, drawHeroImage } from './dealer-images.ts';

/**
 * The demo dealers of the leasing variant (DOMAIN.md "Leasing"), with fixed ids so that demo
 * links (`/leasing/{dealerId}/{publicId}`), tests and documentation can name them. Two looks
 * that differ at a glance: deep blue with a warm second colour and round corners, dark green
 * with wheat and square corners.
 */
export const DUNAKANYAR_DEALER_ID = 'd1a7e2b0-5c3f-4e8a-9b61-2f0c4d8e1a01';
export const ALFOLD_DEALER_ID = 'a1f0d3c2-6b4e-4f9a-8c72-3e1d5f9b2a02';

interface DemoDealer {
  id: string;
  name: string;
  primaryColor: string;
  secondaryColor: string;
  buttonTextColor: string;
  borderRadius: number;
  buttonRadius: number;
  art: Pick<DealerArt, 'initials' | 'cornerShare' | 'hillShare'>;
}

export const demoDealers: readonly DemoDealer[] = [
  {
    id: DUNAKANYAR_DEALER_ID,
    name: 'Dunakanyar Autóház',
    primaryColor: '#1d4e89',
    secondaryColor: '#f4a259',
    buttonTextColor: '#ffffff',
    borderRadius: 16,
    buttonRadius: 24,
    // The Danube Bend: rolling hills.
    art: { initials: 'DA', cornerShare: 0.18, hillShare: 0.16 },
  },
  {
    id: ALFOLD_DEALER_ID,
    name: 'Alföld Autó Centrum',
    primaryColor: '#1f6f4a',
    secondaryColor: '#e9d8a6',
    buttonTextColor: '#ffffff',
    borderRadius: 0,
    buttonRadius: 0,
    // The Great Plain: flat to the horizon.
    art: { initials: 'AAC', cornerShare: 0, hillShare: 0.025 },
  },
];

/**
 * Adds each demo dealer that is missing, with its images drawn now, through the same checks
 * a dealer's own submission goes through. A dealer already there is left as it is (staff may
 * have changed its look), so a start after the first draws nothing.
 */
export async function seedDemoDealers(db: Db): Promise<void> {
  const service = createDealersService(db);
  for (const dealer of demoDealers) {
    const [existing] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealer.id));
    if (existing) continue;
    const art: DealerArt = { ...dealer.art, ...dealer };
    await service.saveBranding({
      dealerId: dealer.id,
      branding: dealer,
      images: {
        bigLogo: { bytes: drawBigLogo(art), declaredType: 'image/png' },
        compactLogo: { bytes: drawCompactLogo(art), declaredType: 'image/png' },
        heroImage: { bytes: drawHeroImage(art), declaredType: 'image/png' },
      },
    });
  }
}
