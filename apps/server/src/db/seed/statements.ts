import type { statements } from '../schema/index.ts';

export const statementSeed: (typeof statements.$inferInsert)[] = [
  {
    identifier: 'call_me_back_privacy',
    version: 1,
    kind: 'CALL_ME_BACK',
    title: 'Hozzájárulás a visszahíváshoz szükséges adatkezeléshez',
    summary: 'Nevét és telefonszámát csak a visszahíváshoz használjuk, és 30 nap múlva töröljük.',
    body: [
      'Hozzájárulok, hogy a Hitelkapu a megadott nevemet és telefonszámomat a kért visszahívás teljesítése céljából kezelje.',
      'Az adatkezelés jogalapja az érintett hozzájárulása (az általános adatvédelmi rendelet, GDPR 6. cikk (1) bekezdés a) pontja).',
      'Az adatokat a visszahívást követő 30 napig őrizzük, majd töröljük. Hozzájárulását bármikor visszavonhatja; a visszavonás nem érinti a korábbi adatkezelés jogszerűségét.',
    ].join('\n\n'),
    isRequired: true,
  },
];
