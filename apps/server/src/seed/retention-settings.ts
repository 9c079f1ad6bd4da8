import type { retentionSettings } from '../db/schema/index.ts';

/**
 * How long the portal keeps what (DOMAIN "Compliance"). Rows an operator has changed are
 * kept; missing ones are added on start.
 */
export const retentionSettingSeed: (typeof retentionSettings.$inferInsert)[] = [
  {
    identifier: 'preliminary_draft_days',
    value: 30,
    unit: 'DAY',
    legalSource: 'GDPR 5. cikk (1) bekezdés e) pont (korlátozott tárolhatóság)',
    description:
      'Az előzetes hitelbírálat félbehagyott kitöltését ennyi nappal az utolsó módosítás után töröljük.',
  },
  {
    identifier: 'unconverted_assessment_days',
    value: 180,
    unit: 'DAY',
    legalSource:
      'GDPR 5. cikk (1) bekezdés e) pont; (EU) 2023/2225 irányelv 18. cikk (az automatizált döntés felülvizsgálatának kérhetősége)',
    description:
      'Az előzetes hitelbírálatot, amelyből nem lett hitelkérelem, ennyi nap után töröljük. Addig kérhető rá emberi felülvizsgálat.',
  },
  {
    identifier: 'call_back_request_days',
    value: 30,
    unit: 'DAY',
    legalSource: 'A visszahívási nyilatkozat (call_me_back_privacy): „30 nap múlva töröljük”',
    description: 'A visszahívási kérést ennyi nappal a beérkezése után töröljük.',
  },
  {
    identifier: 'customer_record_years',
    value: 8,
    unit: 'YEAR',
    legalSource:
      '2017. évi LIII. törvény (Pmt.) 56-57. §; 2000. évi C. törvény (Sztv.) 169. §; GDPR 7. cikk (1) bekezdés',
    description:
      'A fiók törlése után az azonosítás bizonyítékait, az aláírt szerződéseket, a megkötött szerződésekről hozott döntéseket és a nyilatkozatok naplóját ennyi évig őrizzük.',
  },
];
