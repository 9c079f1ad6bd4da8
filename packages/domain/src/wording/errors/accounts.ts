/** Accounts: registration, login, codes, profile, consents, data rights, onboarding. */
export const accountsErrorsHu = {
  // One answer for an unknown account and a wrong password, so the login reveals no accounts.
  'errors.auth.badCredentials':
    'Hibás belépési adatok. Ellenőrizze az e-mail címet vagy telefonszámot és a jelszót.',
  'errors.auth.tooManyAttempts':
    'Túl sok sikertelen próbálkozás. Várjon {{minutes}} percet, vagy állítson be új jelszót.',
  // Registration's own wording; the portal's `errors.statements.changed` reads "A nyilatkozat…".
  'errors.auth.statementChanged':
    'Egy nyilatkozat szövege időközben megváltozott. Olvassa el újra, és fogadja el a frissített változatot.',
  'errors.auth.resetLinkExpired':
    'A link lejárt vagy már felhasználták. Kérjen új linket az elfelejtett jelszó oldalon.',
  'errors.auth.wrongCurrentPassword': 'A jelenlegi jelszó nem megfelelő.',
  'errors.auth.invitationExpired': 'A meghívó lejárt vagy már felhasználták. Kérjen újat a partnerétől.',

  'errors.code.invalid': 'A kód nem megfelelő. Ellenőrizze, és írja be újra.',
  'errors.code.expired': 'A kód lejárt vagy már nem használható. Kérjen újat a lenti gombbal.',
  'errors.code.tooSoon': 'Új kódot {{seconds}} másodperc múlva kérhet.',

  // The proof a security change asks for (switching the second factor off, erasing the account).
  'errors.security.wrongPassword': 'A jelszó nem megfelelő.',
  'errors.security.tooManyWrongPasswords':
    'Túl sok hibás jelszó. Várjon {{minutes}} percet, majd próbálja újra.',

  'errors.profile.emailTaken': 'Ez az e-mail cím egy másik fiókhoz tartozik.',
  'errors.profile.phoneTaken': 'Ez a telefonszám egy másik fiókhoz tartozik.',
  'errors.profile.secondFactorOffProofMissing':
    'A kikapcsoláshoz adja meg jelszavát és a kapott hatjegyű kódot.',
  'errors.profile.secondFactorNeedsContact': 'A kétlépcsős belépéshez telefonszám vagy e-mail cím kell.',
  'errors.profile.securityCodeNeedsConfirmedContact':
    'A kódot megerősített telefonszámra vagy e-mail címre küldjük. Előbb erősítse meg valamelyiket.',
  'errors.profile.statusChangeNotAllowed': 'Ez az állapotváltás nem lehetséges.',
  'errors.profile.noEmail': 'A fiókhoz nem tartozik e-mail cím.',
  'errors.profile.emailAlreadyConfirmed': 'E-mail címét már megerősítette.',
  'errors.profile.confirmationLinkExpired':
    'A megerősítő link lejárt vagy már felhasználták. Jelentkezzen be, és kérjen új linket.',
  'errors.profile.sameEmail': 'Ez a jelenlegi e-mail címe.',
  'errors.profile.samePhone': 'Ez a jelenlegi telefonszáma.',

  'errors.consent.outdated':
    'A hozzájárulás szövege időközben megváltozott. Olvassa el újra, és a frissített változatra adja meg.',
  'errors.consent.unknown': 'Ez a hozzájárulás most nem adható meg.',
  'errors.consent.badUnsubscribeLink':
    'Ez a leiratkozási link nem érvényes. A Profilom oldalon is visszavonhatja hozzájárulását.',
  'errors.consent.cookiePolicyChanged': 'A süti-tájékoztató időközben megváltozott. Töltse újra az oldalt.',

  'errors.dataRights.codeMissing': 'A törléshez adja meg a kapott hatjegyű kódot is.',
  'errors.dataRights.applicationInProgress':
    'Folyamatban lévő hitelkérelme van. Amíg elbíráljuk, adatait a törvény szerint kezelnünk kell. Zárja le a kérelmet, vagy várja meg a döntést, és utána törölheti fiókját.',
  'errors.dataRights.contractInForce':
    'Hatályos hitelszerződése van. Amíg a szerződés él, adatait a teljesítéséhez kezelnünk kell, és fiókjában éri el a szerződését. A fiókot a szerződés megszűnése után törölheti.',
  'errors.dataRights.reviewInProgress':
    'Egy döntés emberi felülvizsgálatát kérte, és az még folyamatban van. A fiókot a felülvizsgálat lezárulta után törölheti.',
} as const satisfies Record<`errors.${string}`, string>;
