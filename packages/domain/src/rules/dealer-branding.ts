import chroma from 'chroma-js';
import {
  BRANDING_MIN_CONTRAST,
  BRANDING_RADIUS_MAX_PX,
  BRANDING_RADIUS_MIN_PX,
  type DealerBranding,
} from '../contracts/dealer-branding.ts';
import type { FieldErrors } from '../contracts/error.ts';
import type { ErrorMessageKey } from '../wording/error-messages.ts';

/**
 * A dealer's branding is untrusted input (DOMAIN.md "Leasing", spec §3 "Dealer branding"):
 * whatever a dealer or a staff member submits is checked here, on the server before it is
 * stored and in the staff editor before it is sent. Colours are `#rrggbb` only: a colour
 * name, `rgb()`, `url()` or anything else that a style sheet would interpret is refused, so
 * no value can smuggle CSS. Radii are clamped rather than refused, and a button text colour
 * too weak on the button is replaced, so a careless choice still gives a usable look.
 *
 * Imported by its path (`@hitelkapu/domain/rules/dealer-branding`), not through the package's
 * index, so chroma-js reaches only the code that shows or edits a dealer's look.
 */

/** The largest image a dealer may give as a logo or hero image, in bytes. */
export const PUBLIC_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The largest width and height of such an image, in pixels (read from the image's header). */
export const PUBLIC_IMAGE_MAX_SIDE_PX = 4000;

/** The values a dealer or staff member submits, as they arrive: anything at all. */
export interface DealerBrandingInput {
  name?: unknown;
  primaryColor?: unknown;
  secondaryColor?: unknown;
  /** Optional: without it the better of white and black is chosen. */
  buttonTextColor?: unknown;
  borderRadius?: unknown;
  buttonRadius?: unknown;
}

/** The branding values that are safe to store and apply (the images are checked apart). */
export type DealerBrandingValues = Pick<
  DealerBranding,
  'name' | 'primaryColor' | 'secondaryColor' | 'buttonTextColor' | 'borderRadius' | 'buttonRadius'
>;

export type DealerBrandingField = keyof DealerBrandingValues;

export type DealerBrandingCheck =
  | {
      ok: true;
      values: DealerBrandingValues;
      /** The fields whose submitted value was changed to make it safe (clamped, rounded, replaced). */
      corrected: DealerBrandingField[];
    }
  | { ok: false; fieldErrors: FieldErrors };

export const dealerBrandingErrorKeys = {
  nameRequired: 'errors.dealers.nameRequired',
  nameTooLong: 'errors.dealers.nameTooLong',
  colorFormat: 'errors.dealers.colorFormat',
  radiusNumber: 'errors.dealers.radiusNumber',
} as const satisfies Record<string, ErrorMessageKey>;

const DEALER_NAME_MAX_LENGTH = 120;
const WHITE = '#ffffff';
const BLACK = '#000000';

/** `#rrggbb` in either case, nothing around it: the lower-case colour, or null. */
export function normaliseHexColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^#[0-9a-fA-F]{6}$/.test(text) ? text.toLowerCase() : null;
}

/** A number, or a string that is plainly one (`"8"`, `"7.5"`), as a radius within bounds; else null. */
export function clampRadius(value: unknown): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) number = Number(value);
  else return null;
  if (Number.isNaN(number)) return null;
  const rounded = Math.round(number);
  // `+ 0` turns a rounded -0 into 0.
  return Math.min(BRANDING_RADIUS_MAX_PX, Math.max(BRANDING_RADIUS_MIN_PX, rounded)) + 0;
}

/** WCAG 2.1 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  return chroma.contrast(foreground, background);
}

/**
 * The text colour for a button of the given colour: the wanted one when it reaches
 * BRANDING_MIN_CONTRAST (WCAG 2.1 SC 1.4.3, 4.5:1 for normal text), else white or black,
 * whichever contrasts more (the better of the two always reaches about 4.58:1).
 */
export function buttonTextColorOn(background: string, wanted: string | null): string {
  if (wanted !== null && contrastRatio(wanted, background) >= BRANDING_MIN_CONTRAST) return wanted;
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/**
 * Checks a dealer's submitted branding: the safe values (with the fields that had to be
 * corrected), or the fields that cannot be made safe, each with its wording key.
 */
export function checkDealerBranding(input: DealerBrandingInput): DealerBrandingCheck {
  const fieldErrors: FieldErrors = {};
  const corrected: DealerBrandingField[] = [];

  const name = typeof input.name === 'string' ? input.name.replace(/\s+/g, ' ').trim() : '';
  if (name === '') fieldErrors.name = dealerBrandingErrorKeys.nameRequired;
  else if ([...name].length > DEALER_NAME_MAX_LENGTH) fieldErrors.name = dealerBrandingErrorKeys.nameTooLong;

  const colors = {} as Record<'primaryColor' | 'secondaryColor', string>;
  for (const field of ['primaryColor', 'secondaryColor'] as const) {
    const color = normaliseHexColor(input[field]);
    if (color === null) fieldErrors[field] = dealerBrandingErrorKeys.colorFormat;
    else colors[field] = color;
  }

  // An empty button text colour asks for the automatic choice; anything else must be a colour.
  const buttonTextGiven = !(
    input.buttonTextColor === undefined ||
    input.buttonTextColor === null ||
    (typeof input.buttonTextColor === 'string' && input.buttonTextColor.trim() === '')
  );
  const wantedButtonText = buttonTextGiven ? normaliseHexColor(input.buttonTextColor) : null;
  if (buttonTextGiven && wantedButtonText === null) {
    fieldErrors.buttonTextColor = dealerBrandingErrorKeys.colorFormat;
  }

  const radii = {} as Record<'borderRadius' | 'buttonRadius', number>;
  for (const field of ['borderRadius', 'buttonRadius'] as const) {
    const radius = clampRadius(input[field]);
    if (radius === null) fieldErrors[field] = dealerBrandingErrorKeys.radiusNumber;
    else {
      radii[field] = radius;
      if (radius !== Number(input[field])) corrected.push(field);
    }
  }

  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const buttonTextColor = buttonTextColorOn(colors.primaryColor, wantedButtonText);
  if (wantedButtonText !== null && buttonTextColor !== wantedButtonText) corrected.push('buttonTextColor');

  return {
    ok: true,
    values: {
      name,
      primaryColor: colors.primaryColor,
      secondaryColor: colors.secondaryColor,
      buttonTextColor,
      borderRadius: radii.borderRadius,
      buttonRadius: radii.buttonRadius,
    },
    corrected,
  };
}
