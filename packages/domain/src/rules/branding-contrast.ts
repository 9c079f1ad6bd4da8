import { BRANDING_MIN_CONTRAST } from '../contracts/dealer-branding.ts';

/**
 * The contrast rule of a dealer's look (WCAG 2.1 SC 1.4.3, AA for normal text: 4.5:1), one
 * for the staff editor and the server: the editor shows the ratio while the colours are typed,
 * the server refuses a look below it (422 naming the field and the measured ratio). Plain
 * arithmetic, no colour library, so the form can import it without weight.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;

/** True for `#rrggbb` in either case. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2.1). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 0xff) + 0.7152 * channel((n >> 8) & 0xff) + 0.0722 * channel(n & 0xff);
}

/** The WCAG contrast ratio of two `#rrggbb` colours, 1 to 21, unrounded. */
export function wcagContrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as shown and as a refusal names it: cut (never rounded up) to two decimals. */
export function displayedRatio(ratio: number): number {
  return Math.floor(ratio * 100 + 1e-9) / 100;
}

/** The header text of the leasing pages: white or black, whichever reads better on the band. */
export function headerTextColorOn(background: string): '#ffffff' | '#000000' {
  return wcagContrast('#ffffff', background) >= wcagContrast('#000000', background) ? '#ffffff' : '#000000';
}

export interface BrandingContrast {
  /** Button text on the primary colour; null while either colour is not `#rrggbb`. */
  button: number | null;
  /** The header text (automatic white or black) on the secondary colour. */
  header: { color: string; ratio: number } | null;
}

/** The two contrasts a customer meets on /leasing, for the colours as given. */
export function brandingContrastOf(colors: {
  primaryColor: unknown;
  secondaryColor: unknown;
  buttonTextColor: unknown;
}): BrandingContrast {
  const button =
    isHexColor(colors.primaryColor) && isHexColor(colors.buttonTextColor)
      ? wcagContrast(colors.buttonTextColor.toLowerCase(), colors.primaryColor.toLowerCase())
      : null;
  let header: BrandingContrast['header'] = null;
  if (isHexColor(colors.secondaryColor)) {
    const background = colors.secondaryColor.toLowerCase();
    const color = headerTextColorOn(background);
    header = { color, ratio: wcagContrast(color, background) };
  }
  return { button, header };
}

/** The fields whose contrast falls short of AA, with the ratio measured (cut to two decimals). */
export function brandingContrastShortfalls(contrast: BrandingContrast): { field: string; ratio: number }[] {
  const shortfalls: { field: string; ratio: number }[] = [];
  if (contrast.button !== null && contrast.button < BRANDING_MIN_CONTRAST)
    shortfalls.push({ field: 'buttonTextColor', ratio: displayedRatio(contrast.button) });
  if (contrast.header !== null && contrast.header.ratio < BRANDING_MIN_CONTRAST)
    shortfalls.push({ field: 'secondaryColor', ratio: displayedRatio(contrast.header.ratio) });
  return shortfalls;
}
