import type { onboardingPages } from '../db/schema/index.ts';

/** Pages shown before the first assessment; the illustration names are the ones the client ships. */
export const onboardingPageSeed: (typeof onboardingPages.$inferInsert)[] = [
  {
    type: 'CREDIT',
    sortOrder: 1,
    title: 'Előzetes hitelbírálat néhány perc alatt',
    body: 'Néhány kérdés megválaszolása után megmutatjuk, mekkora kölcsönt kaphat, és milyen havi törlesztőrészlettel. Az előzetes hitelbírálat nem jelenik meg a Központi Hitelinformációs Rendszerben (KHR), és semmire nem kötelezi Önt.',
    illustration: 'calculator',
  },
  {
    type: 'CREDIT',
    sortOrder: 2,
    title: 'Mit kérdezünk, és miért?',
    body: 'Megkérdezzük a havi nettó jövedelmét, a munkaviszonyát és a meglévő hiteleit. A jogszabály szerint az összes hitelének havi törlesztőrészlete együtt sem lehet több a nettó jövedelme meghatározott részénél: ez a jövedelemarányos törlesztőrészlet-mutató (JTM), amely Önt védi a túlzott eladósodástól.',
    illustration: 'documents',
  },
  {
    type: 'CREDIT',
    sortOrder: 3,
    title: 'Az adatai biztonságban vannak',
    body: 'Adatait titkosított kapcsolaton kapjuk, és csak a hitelbírálathoz használjuk. Az ajánlatokat automatizált döntés állítja össze a válaszai alapján. Ha nem ért egyet az eredménnyel, kérheti, hogy munkatársunk is megvizsgálja, és elmondhatja az álláspontját.',
    illustration: 'shield',
  },
  {
    type: 'BNPL',
    sortOrder: 1,
    title: 'Vásároljon most, fizessen részletekben',
    body: 'A részletfizetést a webáruház pénztárában indíthatja el. Néhány kérdés után megmutatjuk, milyen havi részletekkel fizetheti ki a vásárlását.',
    illustration: 'calculator',
  },
  {
    type: 'LEASING',
    sortOrder: 1,
    title: 'Autólízing egyszerűen',
    body: 'A kereskedő által küldött linkről indulva néhány kérdés alapján előminősítést kap a kiválasztott autóra. Az előminősítés tájékoztató jellegű, és semmire nem kötelezi Önt.',
    illustration: 'calculator',
  },
];
