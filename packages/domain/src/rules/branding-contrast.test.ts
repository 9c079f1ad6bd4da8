import chroma from 'chroma-js';
import { describe, expect, it } from 'vitest';
import {
  brandingContrastOf,
  brandingContrastShortfalls,
  displayedRatio,
  headerTextColorOn,
  wcagContrast,
} from './branding-contrast.ts';

describe('branding contrast', () => {
  it('measures the WCAG ratio as the colour library does', () => {
    for (const [a, b] of [
      ['#ffffff', '#000000'],
      ['#ffffff', '#77aadd'],
      ['#1a4b8c', '#ffffff'],
      ['#ffd43b', '#000000'],
      ['#777777', '#ffffff'],
    ] as const) {
      expect(wcagContrast(a, b)).toBeCloseTo(chroma.contrast(a, b), 6);
    }
    expect(wcagContrast('#ffffff', '#000000')).toBeCloseTo(21, 6);
  });

  it('cuts a ratio to two decimals, so 4.499 is never shown as passing', () => {
    expect(displayedRatio(4.4999)).toBe(4.49);
    expect(displayedRatio(4.5)).toBe(4.5);
  });

  it('names the button text when it falls below 4.5:1 on the primary colour, with the ratio', () => {
    const weak = brandingContrastOf({
      primaryColor: '#77aadd',
      secondaryColor: '#0b2545',
      buttonTextColor: '#ffffff',
    });
    expect(brandingContrastShortfalls(weak)).toEqual([{ field: 'buttonTextColor', ratio: 2.44 }]);
    const strong = brandingContrastOf({
      primaryColor: '#1a4b8c',
      secondaryColor: '#ffd43b',
      buttonTextColor: '#FFFFFF',
    });
    expect(brandingContrastShortfalls(strong)).toEqual([]);
    expect(strong.header).toEqual({ color: '#000000', ratio: expect.any(Number) });
  });

  it('gives no ratio for a colour still being typed', () => {
    expect(
      brandingContrastOf({ primaryColor: '#1a4b', secondaryColor: 'x', buttonTextColor: '#ffffff' }),
    ).toEqual({
      button: null,
      header: null,
    });
  });

  it('picks the header text that reads better, which always reaches AA', () => {
    for (const background of ['#777777', '#808080', '#0b2545', '#ffd43b', '#ff0000']) {
      const color = headerTextColorOn(background);
      expect(wcagContrast(color, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
