/** The configuration editor's texts: translation tokens, statements and onboarding pages. */
export const staffConfigTextsErrorsHu = {
  'errors.staffConfig.translationNotFound': 'Ez a szövegelem nem található.',
  'errors.staffConfig.staleText':
    'Ezt a szöveget közben valaki más módosította. Töltse be a friss változatot, és nézze át a mentés előtt.',
  'errors.staffConfig.placeholderMismatch':
    'Az új szöveg helyőrzői nem egyeznek az eredetiével. Hiányzik: {{missing}}. Fölösleges: {{extra}}.',
  'errors.staffConfig.markupNotAllowed':
    'A szöveg nem tartalmazhat HTML-jelölést. Írja le egyszerű szövegként.',
  'errors.staffConfig.noShippedWording':
    'Ennek a szövegelemnek nincs gyári változata, ezért nem állítható vissza.',
  'errors.staffConfig.statementNotFound': 'Ez a nyilatkozat nem található.',
  'errors.staffConfig.staleStatement':
    'Ennek a nyilatkozatnak közben valaki más új változatot adott ki. Töltse be a friss változatot, és nézze át a mentés előtt.',
  'errors.staffConfig.onboardingPageNotFound': 'Ez a bemutató oldal nem található.',
  'errors.staffConfig.staleOnboarding':
    'A bemutató oldalakat közben valaki más módosította. Töltse be a friss változatot, és nézze át a mentés előtt.',
} as const satisfies Record<`errors.${string}`, string>;
