/** The leasing prescore and the dealer API (DOMAIN.md "Leasing"). */
export const leasingErrorsHu = {
  'errors.leasing.priceInvalid': 'A jármű vételára egész forintban megadott, nullánál nagyobb összeg legyen.',
  'errors.leasing.downPaymentTooLow':
    'Az önerő túl alacsony: a jármű vételárának legalább {{minPercent}} százalékát kell kitennie.',
  'errors.leasing.downPaymentTooHigh':
    'Az önerő és a maradványérték együtt nem érheti el a vételárat: így nem maradna finanszírozandó összeg.',
  'errors.leasing.termOutOfRange': 'A futamidő {{minMonths}} és {{maxMonths}} hónap között lehet.',
  'errors.leasing.residualValueTooHigh':
    'A maradványérték legfeljebb a vételár {{maxPercent}} százaléka lehet.',
  'errors.leasing.registrationDateInvalid':
    'Adja meg a jármű első forgalomba helyezésének napját (használt járműnél kötelező, és nem lehet jövőbeli).',
  'errors.leasing.vehicleTooOldAtSigning':
    'A jármű a szerződéskötéskor legfeljebb {{maxYearsAtSigning}} éves lehet.',
  'errors.leasing.vehicleTooOldAtEnd':
    'A jármű a futamidő végén legfeljebb {{maxYearsAtEnd}} éves lehet: válasszon rövidebb futamidőt.',
  'errors.leasing.prescoreNotFound': 'Ez a lízing előminősítés nem található.',
  'errors.leasing.questionSetNotFound': 'Ehhez a kitöltési módhoz nincs kérdéssor.',
  'errors.leasing.statusNotAllowed': 'Lízing előminősítést a fiókja jelenlegi állapotában nem indíthat.',
  'errors.leasing.notSubmitted': 'Ezt a lízing előminősítést még nem küldte el, így nincs mit újraszámolni.',
  'errors.leasing.noPrescore': 'Még nincs lízing előminősítése.',
  'errors.leasing.dealerKeyInvalid': 'Érvénytelen vagy visszavont kereskedői API-kulcs.',
} as const satisfies Record<`errors.${string}`, string>;
