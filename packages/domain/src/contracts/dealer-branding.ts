import { z } from 'zod';

/**
 * A dealer's look (spec §3 "Dealer branding", DOMAIN.md "Leasing"). Branding is untrusted input:
 * the server stores it only after `rules/dealer-branding.ts` has checked and corrected it, so
 * what this contract carries is already safe to apply: `#rrggbb` colours, radii within bounds,
 * a button text colour that reaches 4.5:1 on the button, and logos that are re-hosted raster
 * images served by `GET /api/file/public/{id}`.
 */
export const hexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/, 'colour must be #rrggbb (lower case)');

/** Bounds of a dealer's corner radii, in pixels. */
export const BRANDING_RADIUS_MIN_PX = 0;
export const BRANDING_RADIUS_MAX_PX = 24;

/** The contrast a button's text must reach on the button's colour (WCAG 2.1 AA, normal text). */
export const BRANDING_MIN_CONTRAST = 4.5;

/** Identifier of a public file (`GET /api/file/public/{id}`). */
export const publicFileIdSchema = z.string().uuid();

export const dealerIdSchema = z.string().uuid();

export const dealerBrandingSchema = z.object({
  dealerId: dealerIdSchema,
  /** The dealer's trading name as the customer knows it ("Autóház Kft."). */
  name: z.string().min(1).max(120),
  /** Wide logo for the landing and large screens. */
  bigLogo: publicFileIdSchema.nullable(),
  /** Square or small logo for the header on a phone. */
  compactLogo: publicFileIdSchema.nullable(),
  /** Landing hero image. */
  heroImage: publicFileIdSchema.nullable(),
  /** The colour the 10-shade palette is generated from (buttons, links, accents). */
  primaryColor: hexColorSchema,
  /** Header and landing band background. */
  secondaryColor: hexColorSchema,
  /** Text colour on primary buttons; already corrected to white or black when too weak. */
  buttonTextColor: hexColorSchema,
  /** Corner radius of cards and inputs, px. */
  borderRadius: z.number().int().min(BRANDING_RADIUS_MIN_PX).max(BRANDING_RADIUS_MAX_PX),
  /** Corner radius of buttons, px. */
  buttonRadius: z.number().int().min(BRANDING_RADIUS_MIN_PX).max(BRANDING_RADIUS_MAX_PX),
});
export type DealerBranding = z.infer<typeof dealerBrandingSchema>;

export const dealerBrandingParamsSchema = z.object({ dealerId: dealerIdSchema });

export const publicFileParamsSchema = z.object({ id: publicFileIdSchema });
