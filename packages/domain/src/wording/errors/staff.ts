/** Staff: login, reviews, decision reviews. */
export const staffErrorsHu = {
  // One answer for an unknown address and a wrong password, so the login reveals no accounts.
  'errors.staffAuth.badCredentials':
    'Hibás e-mail cím vagy jelszó. Ellenőrizze az adatokat, és próbálja újra.',
  'errors.staffAuth.tooManyAttempts':
    'Túl sok sikertelen próbálkozás. Várjon {{minutes}} percet, majd próbálja újra.',
  'errors.staffAuth.challengeExpired':
    'A belépés ideje lejárt. Adja meg újra az e-mail címét és a jelszavát.',
  'errors.staffAuth.badCode':
    'A hitelesítő kód nem megfelelő. Írja be a hitelesítő alkalmazásban most látható hat számjegyet.',
  'errors.staffAuth.codeUsed':
    'Ezt a kódot már felhasználta. Várja meg, amíg a hitelesítő alkalmazás új kódot mutat, és azt adja meg.',
  'errors.staff.forbidden':
    'Ehhez a művelethez nincs jogosultsága. Ha szüksége van rá, kérje az adminisztrátort.',
  'errors.reviews.secondApprovalNeeded':
    'A jóváhagyás a négy szem elve szerint egy vezető ügyintéző megerősítésére vár.',
  'errors.reviews.noPendingApproval': 'Ennél a hitelkérelemnél nincs megerősítésre váró jóváhagyás.',
  'errors.reviews.sameApprover':
    'A saját jóváhagyását nem erősítheti meg: a négy szem elve szerint ezt egy másik vezető ügyintézőnek kell megtennie.',
  'errors.reviews.notFound': 'A hitelkérelem nem található.',
  'errors.reviews.notAwaitingDecision': 'Ez a hitelkérelem most nem vár ügyintézői döntésre.',
  'errors.reviews.alreadyDecided': 'Erről a hitelkérelemről már döntött egy ügyintéző.',
  'errors.reviews.documentNotFound': 'A dokumentum nem található.',
  'errors.reviews.previewNotAllowed': 'Ez a dokumentum nem nyitható meg az oldalon. Töltse le.',
  'errors.reviews.notAwaitingCorrection': 'Ez a hitelkérelem most nem küldhető vissza aláírásra.',
  'errors.reviews.noOpenErrorReport': 'Ehhez a hitelkérelemhez nincs lezáratlan hibabejelentés.',
  'errors.decisionReviews.notFound': 'A döntés nem található.',
  'errors.decisionReviews.requestNotFound': 'A felülvizsgálati kérés nem található.',
  'errors.decisionReviews.notContestable':
    'Ezt a döntést nem automatizált rendszer hozta, vagy még nem született meg, ezért nem kérhető rá munkatársi felülvizsgálat.',
  'errors.decisionReviews.alreadyDecided': 'Erről a felülvizsgálati kérésről már döntött egy munkatárs.',
  'errors.decisionReviews.nothingToGrant':
    'Ebben az előzetes bírálatban nincs olyan ajánlat, amelyet munkatárs megadhatna (a jogszabályi korlátok, például a THM-plafon vagy az életkor, nem írhatók felül).',
  'errors.staffAdmin.notFound': 'A munkatárs nem található.',
  'errors.staffAdmin.emailTaken': 'Ezzel az e-mail címmel már van munkatársi fiók.',
  'errors.staffAdmin.ownAdminRole':
    'A saját adminisztrátori szerepkörét nem veheti el. Ha szükséges, kérjen meg erre egy másik adminisztrátort.',
  'errors.staffAdmin.ownAccount':
    'A saját fiókját nem tilthatja le. Ha szükséges, kérjen meg erre egy másik adminisztrátort.',
  'errors.staffAdmin.lastAdmin':
    'Ő az utolsó aktív adminisztrátor. Előbb adjon adminisztrátori szerepkört egy másik munkatársnak.',
} as const satisfies Record<`errors.${string}`, string>;
