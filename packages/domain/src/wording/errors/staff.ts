/** Staff: login, reviews, decision reviews. */
export const staffErrorsHu = {
  // One answer for an unknown address and a wrong password, so the login reveals no accounts.
  'errors.staffAuth.badCredentials':
    'Hibás e-mail cím vagy jelszó. Ellenőrizze az adatokat, és próbálja újra.',
  'errors.staffAuth.tooManyAttempts':
    'Túl sok sikertelen próbálkozás. Várjon {{minutes}} percet, majd próbálja újra.',
  'errors.reviews.notFound': 'A hitelkérelem nem található.',
  'errors.reviews.notAwaitingDecision': 'Ez a hitelkérelem most nem vár ügyintézői döntésre.',
  'errors.reviews.alreadyDecided': 'Erről a hitelkérelemről már döntött egy ügyintéző.',
  'errors.reviews.documentNotFound': 'A dokumentum nem található.',
  'errors.reviews.notAwaitingCorrection': 'Ez a hitelkérelem most nem küldhető vissza aláírásra.',
  'errors.reviews.noOpenErrorReport': 'Ehhez a hitelkérelemhez nincs lezáratlan hibabejelentés.',
  'errors.decisionReviews.notFound': 'A döntés nem található.',
  'errors.decisionReviews.requestNotFound': 'A felülvizsgálati kérés nem található.',
  'errors.decisionReviews.notContestable':
    'Ezt a döntést nem automatizált rendszer hozta, vagy még nem született meg, ezért nem kérhető rá munkatársi felülvizsgálat.',
  'errors.decisionReviews.alreadyDecided': 'Erről a felülvizsgálati kérésről már döntött egy munkatárs.',
  'errors.decisionReviews.nothingToGrant':
    'Ebben az előzetes bírálatban nincs olyan ajánlat, amelyet munkatárs megadhatna (a jogszabályi korlátok, például a THM-plafon vagy az életkor, nem írhatók felül).',
} as const satisfies Record<`errors.${string}`, string>;
