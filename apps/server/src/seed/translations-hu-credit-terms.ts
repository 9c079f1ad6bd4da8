/**
 * Wording of the credit terms beside the offers: the representative example credit
 * advertising must carry (Fhtv. 4. §; CCD2 art. 8) with its warning, its fees and whether
 * the rate is fixed.
 */
export const internalCreditTermsTokensHu: Record<string, string> = {
  // CCD2 art. 8 (1): "Attention! Borrowing money costs money", in its Hungarian wording.
  'offers.representative.warning': 'Figyelem! A hitelfelvétel költségekkel jár.',
  'offers.representative.summary':
    '{{product}}: hitelösszeg {{amount}}, futamidő {{months}} hónap, éves ügyleti kamat {{rate}}, {{rateType}}, THM {{thm}}.',
  'offers.representative.rateType.FIXED': 'a teljes futamidőre fix',
  'offers.representative.rateType.VARIABLE': 'változó',
  'offers.representative.fees': 'Díjak: {{fees}}.',
  'offers.representative.fees.none': 'Nincs folyósítási és számlavezetési díj.',
  'offers.representative.fee.disbursement': 'egyszeri folyósítási díj {{amount}}',
  'offers.representative.fee.monthly': 'havi számlavezetési díj {{amount}}',
  'offers.representative.totals':
    'A hitel teljes díja {{totalCost}}, a teljes visszafizetendő összeg {{total}}, a havi törlesztőrészlet {{payment}}.',
  'offers.representative.thmNote':
    'A THM a kamatot és a fenti díjakat tartalmazza. Értéke a feltételek változásával módosulhat.',
};
