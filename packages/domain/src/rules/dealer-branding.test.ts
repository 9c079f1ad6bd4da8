import { describe, expect, it } from 'vitest';
import {
  BRANDING_MIN_CONTRAST,
  BRANDING_RADIUS_MAX_PX,
  dealerBrandingSchema,
} from '../contracts/dealer-branding.ts';
import { errorMessagesHu } from '../wording/error-messages.ts';
import {
  buttonTextColorOn,
  checkDealerBranding,
  contrastRatio,
  type DealerBrandingInput,
  dealerBrandingErrorKeys,
  PUBLIC_IMAGE_MAX_BYTES,
  PUBLIC_IMAGE_MAX_SIDE_PX,
} from './dealer-branding.ts';

const valid: DealerBrandingInput = {
  name: 'Dunakanyar Autóház',
  primaryColor: '#1a3f8f',
  secondaryColor: '#f2a541',
  buttonTextColor: '#ffffff',
  borderRadius: 12,
  buttonRadius: 20,
};

function values(input: DealerBrandingInput) {
  const result = checkDealerBranding(input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.fieldErrors)}`);
  return result;
}

function errors(input: DealerBrandingInput) {
  const result = checkDealerBranding(input);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(result.values)}`);
  return result.fieldErrors;
}

describe('checkDealerBranding', () => {
  it('keeps a safe branding as it is, and what it gives fits the public contract', () => {
    const result = values(valid);
    expect(result.values).toEqual(valid);
    expect(result.corrected).toEqual([]);
    expect(
      dealerBrandingSchema.safeParse({
        ...result.values,
        dealerId: '5d1f0a8e-3b7c-4f2e-9a61-0c4b8d2e7f13',
        bigLogo: null,
        compactLogo: null,
        heroImage: null,
      }).success,
    ).toBe(true);
  });

  it('normalises upper-case colours to lower case', () => {
    const result = values({
      ...valid,
      primaryColor: '#1A3F8F',
      secondaryColor: ' #F2A541 ',
      buttonTextColor: '#FFFFFF',
    });
    expect(result.values.primaryColor).toBe('#1a3f8f');
    expect(result.values.secondaryColor).toBe('#f2a541');
    expect(result.values.buttonTextColor).toBe('#ffffff');
  });

  it.each([
    ['a colour name', 'red'],
    ['rgb()', 'rgb(26, 63, 143)'],
    ['hsl()', 'hsl(220, 69%, 33%)'],
    ['three digits', '#fff'],
    ['eight digits (alpha)', '#1a3f8fff'],
    ['no hash', '1a3f8f'],
    ['a non-hex digit', '#1a3f8g'],
    ['url()', 'url(https://example.com/x.png)'],
    ['CSS injection', '#1a3f8f; background: url(javascript:alert(1))'],
    ['a colour followed by a new line and more', '#1a3f8f\n}body{display:none'],
    ['var()', 'var(--mantine-color-red-6)'],
    ['a number', 0x1a3f8f],
    ['an object', { toString: () => '#1a3f8f' }],
    ['nothing', undefined],
    ['an empty string', ''],
  ])('refuses %s as a colour [ASVS V1.3.5]', (_label, color) => {
    const fieldErrors = errors({ ...valid, primaryColor: color, secondaryColor: color });
    expect(fieldErrors.primaryColor).toBe(dealerBrandingErrorKeys.colorFormat);
    expect(fieldErrors.secondaryColor).toBe(dealerBrandingErrorKeys.colorFormat);
  });

  it('refuses a malformed button text colour rather than guessing', () => {
    expect(errors({ ...valid, buttonTextColor: 'white' })).toEqual({
      buttonTextColor: dealerBrandingErrorKeys.colorFormat,
    });
  });

  it.each([
    [-5, 0],
    [-0.4, 0],
    [7.5, 8],
    [7.4, 7],
    [24.4, 24],
    [25, 24],
    [9999, 24],
    [Number.POSITIVE_INFINITY, 24],
    [Number.NEGATIVE_INFINITY, 0],
    ['16', 16],
    ['1e9', null],
    ['12px', null],
    ['', null],
    [Number.NaN, null],
    [null, null],
    [true, null],
  ])('a radius of %s becomes %s', (given, expected) => {
    const result = checkDealerBranding({ ...valid, borderRadius: given, buttonRadius: given });
    if (expected === null) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.fieldErrors.borderRadius).toBe(dealerBrandingErrorKeys.radiusNumber);
        expect(result.fieldErrors.buttonRadius).toBe(dealerBrandingErrorKeys.radiusNumber);
      }
      return;
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.borderRadius).toBe(expected);
    expect(result.values.buttonRadius).toBe(expected);
    expect(Object.is(result.values.borderRadius, -0)).toBe(false);
    expect(result.corrected.includes('borderRadius')).toBe(Number(given) !== expected);
  });

  it('clamps huge radii to the maximum and says so', () => {
    const result = values({ ...valid, borderRadius: 1_000_000, buttonRadius: 30 });
    expect(result.values.borderRadius).toBe(BRANDING_RADIUS_MAX_PX);
    expect(result.values.buttonRadius).toBe(BRANDING_RADIUS_MAX_PX);
    expect(result.corrected).toEqual(['borderRadius', 'buttonRadius']);
  });

  it('replaces a low-contrast button text colour by white on a dark button', () => {
    // Light grey on deep blue: about 2.9:1.
    const weak = '#8a8a8a';
    expect(contrastRatio(weak, '#1a3f8f')).toBeLessThan(BRANDING_MIN_CONTRAST);
    const result = values({ ...valid, buttonTextColor: weak });
    expect(result.values.buttonTextColor).toBe('#ffffff');
    expect(result.corrected).toEqual(['buttonTextColor']);
  });

  it('replaces a low-contrast button text colour by black on a light button', () => {
    const result = values({ ...valid, primaryColor: '#f2d541', buttonTextColor: '#ffffff' });
    expect(result.values.buttonTextColor).toBe('#000000');
    expect(contrastRatio('#000000', '#f2d541')).toBeGreaterThanOrEqual(BRANDING_MIN_CONTRAST);
  });

  it('keeps a chosen button text colour that reaches 4.5:1, even if it is neither white nor black', () => {
    const result = values({ ...valid, primaryColor: '#fff3d6', buttonTextColor: '#1a3f8f' });
    expect(result.values.buttonTextColor).toBe('#1a3f8f');
    expect(result.corrected).toEqual([]);
  });

  it('chooses white or black when no button text colour is given', () => {
    expect(values({ ...valid, buttonTextColor: undefined }).values.buttonTextColor).toBe('#ffffff');
    expect(values({ ...valid, primaryColor: '#f2d541', buttonTextColor: '' }).values.buttonTextColor).toBe(
      '#000000',
    );
  });

  it('always ends with button text that reaches 4.5:1, whatever the primary colour', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
      const text = buttonTextColorOn(hex, '#808080');
      expect(contrastRatio(text, hex), hex).toBeGreaterThanOrEqual(BRANDING_MIN_CONTRAST);
    }
  });

  it('requires a name of at most 120 characters and tidies its spaces', () => {
    expect(errors({ ...valid, name: '   ' })).toEqual({ name: dealerBrandingErrorKeys.nameRequired });
    expect(errors({ ...valid, name: 42 })).toEqual({ name: dealerBrandingErrorKeys.nameRequired });
    expect(errors({ ...valid, name: 'Á'.repeat(121) })).toEqual({
      name: dealerBrandingErrorKeys.nameTooLong,
    });
    expect(values({ ...valid, name: '  Alföld   Autó\tCentrum ' }).values.name).toBe('Alföld Autó Centrum');
  });

  it('names every wrong field at once', () => {
    expect(
      Object.keys(
        errors({
          name: '',
          primaryColor: 'blue',
          secondaryColor: '#abc',
          borderRadius: 'x',
          buttonRadius: {},
        }),
      ),
    ).toEqual(['name', 'primaryColor', 'secondaryColor', 'borderRadius', 'buttonRadius']);
  });

  it('words every error in Hungarian, and the image limits as they are enforced', () => {
    for (const key of Object.values(dealerBrandingErrorKeys)) expect(errorMessagesHu[key]).toBeTruthy();
    expect(errorMessagesHu['errors.dealers.imageTooLarge']).toContain(
      `${PUBLIC_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
    );
    expect(errorMessagesHu['errors.dealers.imageDimensions']).toContain(
      `${PUBLIC_IMAGE_MAX_SIDE_PX} képpont`,
    );
  });
});
