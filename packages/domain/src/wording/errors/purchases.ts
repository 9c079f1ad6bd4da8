/** Buy now, pay later: the shops, their API and the customer's purchases. */
export const purchasesErrorsHu = {
  'errors.merchants.notFound': 'Ez az üzlet nem található.',
  'errors.merchants.keyInvalid': 'Érvénytelen, lejárt vagy visszavont bolti API-kulcs.',
  'errors.purchase.notFound': 'Ez a vásárlás nem található.',
  'errors.purchase.basketSumMismatch':
    'A kosár tételeinek összege ({{linesTotal}} Ft) nem egyezik a vásárlás végösszegével ({{totalAmount}} Ft).',
  'errors.purchase.amountNotFinanced':
    'Ezt a végösszeget az áruhitel nem finanszírozza: {{minAmount}} és {{maxAmount}} Ft közötti kosárra igényelhető.',
  'errors.purchase.referenceReused':
    'Ezzel a rendelésszámmal már létrehozott egy másik vásárlást. Adjon meg új rendelésszámot.',
  'errors.purchase.idempotencyKeyReused':
    'Ezt az Idempotency-Key értéket már egy másik kéréshez használta. Új művelethez új kulcsot adjon meg.',
  'errors.purchase.expired': 'Ez a vásárlás lejárt. Kérjük, indítsa újra a vásárlást a webáruházban.',
  'errors.purchase.notOpen': 'Ez a vásárlás már nem vehető át: lezárult vagy visszavonták.',
  'errors.purchase.otherInProgress':
    'Egy másik vásárlásához már folyamatban van hiteligénylés. Előbb fejezze be vagy mondja le azt.',
  'errors.purchase.testPurchase':
    'Ez egy webáruházi tesztvásárlás, amelyre nem lehet valódi hitelt igényelni.',
  'errors.purchase.illegalMove': 'A vásárlás jelenlegi állapotában ez a lépés nem lehetséges.',
  'errors.purchase.notApprovedYet': 'Az áru átadását csak a hitel jóváhagyása után lehet visszaigazolni.',
  'errors.purchase.refundTooLarge': 'A visszatérítés legfeljebb a még fennálló {{remaining}} Ft lehet.',
  'errors.purchase.termNotOffered':
    'Ezt a futamidőt erre a vásárlásra nem kínáljuk. Válasszon a felsoroltak közül.',
  'errors.purchase.applicationOpen':
    'Másik hiteligénylése van folyamatban. Előbb fejezze be vagy zárja le azt.',
} as const satisfies Record<`errors.${string}`, string>;
