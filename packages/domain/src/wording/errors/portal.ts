/** The portal: translations, settings, statements, call-back, offers. */
export const portalErrorsHu = {
  'errors.portalConfig.notFound': 'Nincs ilyen beállítás.',
  'errors.statements.notFound': 'Ez a nyilatkozat nem található.',
  'errors.statements.changed':
    'A nyilatkozat szövege időközben megváltozott. Olvassa el újra, és fogadja el a frissített változatot.',
  'errors.callMeBack.statementUnavailable': 'A visszahívási nyilatkozat jelenleg nem érhető el.',
  'errors.callMeBack.alreadyRequested':
    'Erre a telefonszámra már kért visszahívást. Munkatársunk hamarosan keresni fogja.',
  'errors.offers.unavailable': 'Ez az ajánlat jelenleg nem érhető el.',
  'errors.offers.imageNotFound': 'A kép nem található.',
} as const satisfies Record<`errors.${string}`, string>;
