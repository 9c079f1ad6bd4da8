/** The configuration editor: products, rates and the regulatory figures. */
export const staffConfigErrorsHu = {
  'errors.staffConfig.productNotFound': 'A termék nem található.',
  'errors.staffConfig.staleVersion':
    'Ezt a terméket közben valaki más módosította. Töltse be újra az oldalt, és nézze át a friss adatokat a mentés előtt.',
  'errors.staffConfig.thmCapExceeded':
    'A módosítás után a termék legmagasabb THM-je {{thm}} % lenne, ami meghaladja a mai törvényes felső határt ({{cap}} %). Csökkentse a kamatot vagy a díjakat.',
  'errors.staffConfig.invalidRanges':
    'A termék összeg- és futamidő-határai vagy kamatsávjai nem illeszkednek egymáshoz. Javítsa a megjelölt mezőket.',
  'errors.staffConfig.figureNotFound': 'Ez a szabályozói érték nem található.',
} as const satisfies Record<`errors.${string}`, string>;
