import type { DealerBranding } from '@hitelkapu/domain/contracts/dealer-branding';
import { DEFAULT_THEME, mergeMantineTheme, rem } from '@mantine/core';
import chroma from 'chroma-js';
import { describe, expect, it } from 'vitest';
import { theme as portalTheme } from '../../app/theme.ts';
import { buildDealerLook, DEALER_COLOR, dealerCssVariables } from './dealer-theme.ts';

const branding = (overrides: Partial<DealerBranding> = {}): DealerBranding => ({
  dealerId: '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
  name: 'Duna Autóház Kft.',
  bigLogo: null,
  compactLogo: null,
  heroImage: null,
  primaryColor: '#b3261e',
  secondaryColor: '#1d2b53',
  buttonTextColor: '#ffffff',
  borderRadius: 4,
  buttonRadius: 20,
  ...overrides,
});

/** The portal's theme as the leasing layout finds it from MantineProvider. */
const base = mergeMantineTheme(DEFAULT_THEME, portalTheme);

/** The variables Mantine's Button resolver gets from the theme for a button with these props. */
function buttonVars(look: ReturnType<typeof buildDealerLook>, props: Record<string, unknown>) {
  const vars = look.theme.components?.Button?.vars as
    | ((theme: unknown, props: Record<string, unknown>) => { root?: Record<string, string> })
    | undefined;
  return vars?.(base, props).root ?? {};
}

describe('a dealer look built from the branding', () => {
  it('generates a palette of 10 shades from the primary colour, the dealer’s own colour as the filled shade', () => {
    const look = buildDealerLook(branding());
    expect(look.palette).toHaveLength(10);
    expect(new Set(look.palette).size).toBe(10);
    expect(look.palette[look.primaryShade]).toBe('#b3261e');
    expect(look.theme.primaryColor).toBe(DEALER_COLOR);
    expect(look.theme.primaryShade).toBe(look.primaryShade);
    expect(look.theme.colors?.[DEALER_COLOR]).toEqual(look.palette);
    // Shades run from light to dark.
    const lightness = look.palette.map((shade) => chroma(shade).get('hsl.l'));
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });

  it('applies the border radius to the theme and cards, the button radius to buttons', () => {
    const look = buildDealerLook(branding({ borderRadius: 4, buttonRadius: 20 }));
    expect(look.theme.defaultRadius).toBe(rem(4));
    expect(look.theme.components?.Card?.defaultProps).toMatchObject({ radius: rem(4) });
    expect(look.theme.components?.Button?.defaultProps).toMatchObject({ radius: rem(20) });
  });

  it('writes the button text in the dealer’s (already corrected) colour on filled primary buttons only', () => {
    const look = buildDealerLook(branding({ primaryColor: '#f2c94c', buttonTextColor: '#000000' }));
    expect(buttonVars(look, {})).toMatchObject({ '--button-color': '#000000' });
    expect(buttonVars(look, { variant: 'filled' })).toMatchObject({ '--button-color': '#000000' });
    expect(buttonVars(look, { variant: 'default' })).toEqual({});
    expect(buttonVars(look, { color: 'red' })).toEqual({});
  });

  it('chooses black or white header text by contrast with the secondary colour', () => {
    expect(buildDealerLook(branding({ secondaryColor: '#1d2b53' })).header).toEqual({
      background: '#1d2b53',
      color: '#ffffff',
    });
    expect(buildDealerLook(branding({ secondaryColor: '#ffd43b' })).header.color).toBe('#000000');
    for (const secondary of ['#1d2b53', '#ffd43b', '#7a7a7a', '#00a86b']) {
      const { header } = buildDealerLook(branding({ secondaryColor: secondary }));
      expect(chroma.contrast(header.background, header.color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps links readable even for a light dealer colour', () => {
    const look = buildDealerLook(branding({ primaryColor: '#f2c94c', buttonTextColor: '#000000' }));
    expect(chroma.contrast(look.linkColor, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
    // The hover shade moves away from dark text, so hovering never lowers the button's contrast.
    expect(look.hoverShade).toBe(look.primaryShade - 1);
    expect(buildDealerLook(branding()).hoverShade).toBe(buildDealerLook(branding()).primaryShade + 1);
  });

  it('changes only the page variables the dealer’s look touches', () => {
    const look = buildDealerLook(branding());
    const css = dealerCssVariables(base, look);
    expect(css.variables['--mantine-radius-default']).toBe(rem(4));
    expect(css.variables[`--mantine-color-${DEALER_COLOR}-0`]).toBe(look.palette[0]);
    expect(css.variables['--mantine-color-brand-7']).toBe(look.palette[7]);
    expect(css.light['--mantine-primary-color-contrast']).toBe('#ffffff');
    expect(css.light['--mantine-color-anchor']).toBe(look.linkColor);
    // The portal's own spacing and fonts stay as they are.
    expect(css.variables['--mantine-spacing-md']).toBeUndefined();
    expect(css.variables['--mantine-font-family']).toBeUndefined();
  });
});
