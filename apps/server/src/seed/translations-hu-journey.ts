/**
 * Wording the logged-in journey added for issue 12 item 6: the application filled in from the
 * preliminary assessment, the assessment's summary of answers, the mobile number signing
 * needs, the withdrawn contract in the applications list and the account menu of the
 * focused screens.
 */
export const internalJourneyTokensHu: Record<string, string> = {
  'nav.accountMenu': 'Fiókom',

  'application.contractDocument.downloadNamed': 'Letöltés: {{title}}',
  'application.contractDocument.WITHDRAWAL_RECEIPT': 'Visszaigazolás az elállásról',

  'application.list.withdrawnTitle': 'Elállt a szerződéstől',
  'application.list.withdrawnText':
    'Az elállás dátuma: {{date}} A visszaigazolást e-mailben elküldtük, és lent, a kérelem dokumentumai között is megtalálja.',
  'application.list.withdrawnOn': 'Az elállás dátuma: {{date}}',
  'application.list.documents': 'Dokumentumok',

  'application.phoneNeeded.title': 'Az aláíráshoz mobiltelefonszám kell',
  'application.phoneNeeded.missing':
    'A szerződést egy SMS-ben küldött kóddal írja alá. Fiókjában még nincs mobiltelefonszám: adja meg most, vagy legkésőbb az aláírás előtt.',
  'application.phoneNeeded.unconfirmed':
    'A szerződést egy SMS-ben küldött kóddal írja alá. Telefonszámát még nem erősítette meg: erősítse meg most, vagy legkésőbb az aláírás előtt.',
  'application.phoneNeeded.confirm': 'Telefonszám megerősítése',

  'profile.change.phone.add.title': 'Telefonszám hozzáadása',
  'profile.change.phone.add.lead':
    'Adja meg mobiltelefonszámát. Erre a számra SMS-ben kódot küldünk: a szám a kód beírásával kerül a fiókjába.',
  'profile.change.phone.add.new': 'Mobiltelefonszám',
  'profile.change.phone.add.done': 'Telefonszámát hozzáadtuk.',
  'profile.change.email.add.title': 'E-mail cím hozzáadása',
  'profile.change.email.add.lead':
    'Adja meg e-mail címét. Erre a címre kódot küldünk: a cím a kód beírásával kerül a fiókjába.',
  'profile.change.email.add.new': 'E-mail cím',
  'profile.change.email.add.done': 'E-mail címét hozzáadtuk.',

  'application.prefill.note': 'Az előzetes hitelbírálatban ezt adta meg. Ha azóta változott, javítsa.',

  'prelim.summary.loanTitle': 'A kölcsön',
  'prelim.summary.edit': 'Módosítás',
  'prelim.summary.editNamed': 'Módosítás: {{step}}',

  'application.signWaiting.intro': 'A kóddal a hitelszerződést és a hiteltájékoztatót is aláírja.',
};
