/**
 * Wording for the staff who keep the regulatory figures (base rate, THM cap margins, JTM
 * limits): the answers of regulatory-figures.service.ts. Internal: staff read it.
 */
export const internalRegulatoryTokensHu: Record<string, string> = {
  'regulatoryFigures.baseRateInForce':
    'Ez az alapkamat már hatályba lépett, ezért nem törölhető. Ha hibás, javítsa az értékét.',
};
