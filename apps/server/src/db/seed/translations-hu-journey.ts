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
    'Az elállás dátuma: {{date}}. A visszaigazolást e-mailben elküldtük, és lent, a kérelem dokumentumai között is megtalálja.',
  'application.list.withdrawnOn': 'Az elállás dátuma: {{date}}',
  'application.list.documents': 'Dokumentumok',

  'application.signWaiting.intro': 'A kóddal a hitelszerződést és a hiteltájékoztatót is aláírja.',
};
