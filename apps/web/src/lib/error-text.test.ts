import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorText } from './error-text.ts';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'hu',
    interpolation: { escapeValue: false },
    resources: {
      hu: {
        translation: {
          'errors.INTERNAL': 'Váratlan hiba történt.',
          'errors.NOT_FOUND': 'A keresett adat nem található.',
          'errors.staffAuth.tooManyAttempts': 'Várjon {{minutes}} percet, majd próbálja újra.',
        },
      },
    },
  });
});

describe('errorText', () => {
  it('words an error by its key and values through the translation tokens', () => {
    const error = new ApiError(429, 'RATE_LIMITED', 'Várjon 5 percet, majd próbálja újra.', undefined, {
      key: 'errors.staffAuth.tooManyAttempts',
      values: { minutes: 5 },
    });
    expect(errorText(error, i18n.t)).toBe('Várjon 5 percet, majd próbálja újra.');
  });

  it("shows the server's sentence when the tokens do not hold the key yet", () => {
    const error = new ApiError(409, 'CONFLICT', 'A nyilatkozat szövege időközben megváltozott.', undefined, {
      key: 'errors.statements.changed',
    });
    expect(errorText(error, i18n.t)).toBe('A nyilatkozat szövege időközben megváltozott.');
  });

  it("falls back to the code's generic wording when a proxy answered without the error shape", () => {
    expect(errorText(new ApiError(404, 'NOT_FOUND', 'HTTP 404'), i18n.t)).toBe(
      'A keresett adat nem található.',
    );
    expect(errorText(new ApiError(502, 'INTERNAL', 'HTTP 502'), i18n.t)).toBe('Váratlan hiba történt.');
  });
});
