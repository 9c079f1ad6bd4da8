import type { DealerBranding } from '@hitelkapu/domain/contracts/dealer-branding';
import { generateColorsMap } from '@mantine/colors-generator';
import {
  Button,
  Card,
  type ConvertCSSVariablesInput,
  createTheme,
  defaultCssVariablesResolver,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  mergeMantineTheme,
  rem,
} from '@mantine/core';
import chroma from 'chroma-js';

/** The palette's name in the theme; `brand` is pointed at it too, so every brand use follows the dealer. */
export const DEALER_COLOR = 'dealer';

/** WCAG 2.1 AA for normal text. */
const READABLE_CONTRAST = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';
/** The page ground under links (layouts.module.css: gray-0), a shade darker than white. */
const PAGE_GROUND = '#f8f9fa';
/** The portal's own text colour (app/theme.ts), for a link when no shade of the dealer's reads. */
const TEXT_COLOR = '#1f2a30';

export interface DealerLook {
  /** Merged over the portal's theme below the leasing layout. */
  theme: MantineThemeOverride;
  palette: MantineColorsTuple;
  /** The shade that is exactly the dealer's primary colour: filled buttons use it. */
  primaryShade: number;
  buttonTextColor: string;
  /** The header band: the dealer's secondary colour with black or white text, whichever reads better. */
  header: { background: string; color: string };
  /** The first shade from the dealer's own colour down that reads as text on the page. */
  linkColor: string;
  /** The filled button's hover shade: away from the button text, so hovering never lowers contrast. */
  hoverShade: number;
}

function readableOn(background: string): string {
  return chroma.contrast(background, WHITE) >= chroma.contrast(background, BLACK) ? WHITE : BLACK;
}

/**
 * A dealer's look (DOMAIN.md "Leasing"): a 10-shade palette generated from the primary colour
 * with Mantine's colour generator, the dealer's own colour as the filled shade (the server
 * checked the button text colour against exactly that colour), radii from the branding.
 */
export function buildDealerLook(branding: DealerBranding): DealerLook {
  const { baseColorIndex, colors } = generateColorsMap(branding.primaryColor);
  const palette = colors.map((color) => color.hex()) as unknown as MantineColorsTuple;
  const primaryShade = baseColorIndex;
  const buttonTextColor = branding.buttonTextColor;
  const isLightText = chroma(buttonTextColor).luminance() > 0.5;
  const hoverShade = isLightText ? Math.min(primaryShade + 1, 9) : Math.max(primaryShade - 1, 0);
  const linkColor =
    palette.slice(primaryShade).find((shade) => chroma.contrast(shade, PAGE_GROUND) >= READABLE_CONTRAST) ??
    TEXT_COLOR;

  const isPrimaryFilled = (props: { variant?: string; color?: string }) =>
    (props.variant ?? 'filled') === 'filled' &&
    (props.color === undefined || props.color === DEALER_COLOR || props.color === 'brand');

  const theme = createTheme({
    primaryColor: DEALER_COLOR,
    primaryShade: primaryShade as MantineColorShade,
    colors: { [DEALER_COLOR]: palette, brand: palette },
    defaultRadius: rem(branding.borderRadius),
    components: {
      Button: Button.extend({
        defaultProps: { radius: rem(branding.buttonRadius) },
        vars: (_theme, props) =>
          isPrimaryFilled(props)
            ? { root: { '--button-color': buttonTextColor, '--button-hover-color': buttonTextColor } }
            : { root: {} },
      }),
      Card: Card.extend({ defaultProps: { radius: rem(branding.borderRadius) } }),
    },
  });

  return {
    theme,
    palette,
    primaryShade,
    buttonTextColor,
    header: { background: branding.secondaryColor, color: readableOn(branding.secondaryColor) },
    linkColor,
    hoverShade,
  };
}

type VariableGroups = Required<ConvertCSSVariablesInput>;

/**
 * The CSS variables the dealer's theme changes, and only those: Mantine's own resolver run on
 * the portal's theme and on the dealer's, compared key by key. The portal's adjustments (the
 * darker dimmed grey, app/providers.tsx) are left alone because they do not change.
 */
export function dealerCssVariables(base: MantineTheme, look: DealerLook): VariableGroups {
  const merged = mergeMantineTheme(base, look.theme);
  const before = defaultCssVariablesResolver(base);
  const after = defaultCssVariablesResolver(merged);
  const changed = (group: keyof VariableGroups): Record<string, string> => {
    const was: Record<string, string> = before[group] ?? {};
    return Object.fromEntries(
      Object.entries(after[group] ?? {}).filter(([key, value]) => was[key] !== value),
    );
  };
  const palette = `var(--mantine-color-${DEALER_COLOR}`;
  return {
    variables: changed('variables'),
    light: {
      ...changed('light'),
      '--mantine-color-anchor': look.linkColor,
      '--mantine-primary-color-contrast': look.buttonTextColor,
      [`--mantine-color-${DEALER_COLOR}-filled-hover`]: `${palette}-${look.hoverShade})`,
      '--mantine-color-brand-filled-hover': `${palette}-${look.hoverShade})`,
    },
    dark: changed('dark'),
  };
}
