/** The configuration editor: leasing dealers with their branding, and the shops of /stores. */
export const staffConfigPartnersErrorsHu = {
  'errors.staffConfig.dealerStale':
    'Ezt a kereskedőt közben valaki más módosította. Töltse be újra a friss adatokat, és nézze át őket a mentés előtt.',
  'errors.staffConfig.merchantStale':
    'Ezt az üzletet közben valaki más módosította. Töltse be újra a friss adatokat, és nézze át őket a mentés előtt.',
  'errors.staffConfig.contrastTooLow':
    'A gomb szövegének kontrasztja a fő színen {{ratio}}:1, legalább {{minimum}}:1 kell (WCAG AA). Válasszon sötétebb vagy világosabb színt.',
  'errors.staffConfig.contrastTooLowField': 'A kontraszt túl alacsony: legalább 4,5:1 kell.',
  'errors.staffConfig.imageNotFound': 'Ez a kép nem található. Töltse fel újra.',
  'errors.staffConfig.imageMissing': 'Válasszon ki egy képfájlt a feltöltéshez.',
  'errors.staffConfig.merchantNameTaken': 'Ilyen nevű üzlet már van. Adjon meg másik nevet.',
  'errors.staffConfig.merchantCategoryUnknown': 'Ez a kategória nem létezik. Válasszon a listából.',
  'errors.staffConfig.merchantWebsite': 'A webcímnek https://-sel kell kezdődnie, például https://bolt.hu.',
} as const satisfies Record<`errors.${string}`, string>;
