/** Identity verification, contract review, signing, results and withdrawal. */
export const identitySigningErrorsHu = {
  'errors.identification.typeNotOffered':
    'Ez az azonosítási mód nem választható. Válasszon a felkínált módok közül.',
  'errors.identification.notNow':
    'A személyazonosság ellenőrzése a hitelkérelem ebben a szakaszában nem indítható.',
  'errors.identification.providerUnavailable':
    'Az azonosító szolgáltató most nem érhető el. Próbálja újra néhány perc múlva.',

  'errors.kycCallback.unknownProvider': 'Ismeretlen azonosító szolgáltató.',
  'errors.kycCallback.refused': 'A visszahívás aláírása hiányzik, érvénytelen, vagy az időbélyege túl régi.',
  'errors.kycCallback.malformed': 'A visszahívás tartalma hibás.',
  'errors.kycCallback.unknownSession': 'Ismeretlen azonosítási munkamenet.',

  'errors.signing.notReady':
    'A szerződés és a hiteltájékoztató a személyazonosság sikeres ellenőrzése után érhető el ennél a hitelkérelemnél.',
  'errors.signing.notAtSigning': 'A szerződés aláírása a hitelkérelem jelenlegi szakaszában nem indítható.',
  'errors.signing.notSignable':
    'A szerződés most nem írható alá. Ha hibát jelzett a dokumentumokban, munkatársunk hamarosan jelentkezik.',
  'errors.signing.methodNotAvailable':
    'Ez az aláírási mód ennél a hitelkérelemnél nem választható. Válasszon a felkínáltak közül.',
  'errors.signing.noPhone':
    'Az aláírási kódot SMS-ben küldjük, ehhez megerősített telefonszám kell. Adja meg vagy erősítse meg telefonszámát a Profilom oldalon, majd indítsa újra az aláírást.',
  'errors.signing.noOpenSigning': 'Nincs folyamatban lévő aláírás. Indítsa el újra az aláírást.',
  'errors.signing.codeExpired': 'Az aláírási kód lejárt. Kérjen új kódot a lenti gombbal.',
  'errors.signing.wrongCode':
    'A kód nem megfelelő. Ellenőrizze, és írja be újra. Még {{attemptsLeft}} próbálkozása van.',
  'errors.signing.tooManyAttempts':
    'Ötször hibás kódot adott meg, ezért az aláírást biztonsági okból leállítottuk. Indítsa el újra az aláírást; új kódot küldünk.',
  'errors.signing.resendLimitValid':
    'Ehhez az aláíráshoz már nem kérhet több kódot. Használja az utoljára kapott kódot, amíg érvényes.',
  'errors.signing.resendLimitExpired':
    'Ehhez az aláíráshoz már nem kérhet több kódot, és az utolsó kód is lejárt. Az aláírást leállítottuk: indítsa el újra.',
  'errors.signing.documentsChanged':
    'Az aláírandó dokumentumok megváltoztak, amióta megnyitotta őket. Nézze át őket újra, és indítsa újra az aláírást.',
  'errors.signing.errorNotAllowed':
    'Hibát a szerződésben az aláírás előtt jelezhet, a dokumentumok átnézésekor.',
  'errors.signing.templateNotFound': 'Ez a dokumentumsablon nem található.',

  'errors.result.noDecision': 'Ehhez a hitelkérelemhez még nincs döntés.',

  'errors.withdrawal.notConcluded':
    'Elállni megkötött hitelszerződéstől lehet: ennél a hitelkérelemnél nincs jóváhagyott, aláírt szerződés.',
  /** The deadline as the customer reads it (date and time), and the lender's customer-service phone. */
  'errors.withdrawal.deadlinePassed':
    'Az elállási határidő {{deadline}}-kor lejárt, ezért a portálon már nem állhat el a szerződéstől. Kérdés esetén hívja ügyfélszolgálatunkat: {{phone}}.',
} as const satisfies Record<`errors.${string}`, string>;
