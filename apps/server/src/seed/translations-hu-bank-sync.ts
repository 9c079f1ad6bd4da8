/**
 * Wording of linking a bank account (PSD2): what is shared and for how long before the
 * customer leaves for the bank, the wait for the bank's answer, the income found with its
 * proof, the customer's corrections, and each way it can fail with a way forward; in the
 * application flow, the PSD2 field once linked and what skipping it means.
 */
export const internalBankSyncTokensHu: Record<string, string> = {
  'bankSync.intro.title': 'Mit lát a Hitelkapu a bankszámlájából?',
  'bankSync.intro.accounts': 'Csak azokat a számlákat, amelyeket Ön a bankjánál kiválaszt.',
  'bankSync.intro.data':
    'A számlák adatait (számlaszám, tulajdonos) és az elmúlt {{days}} nap jóváírásait és terheléseit. Ebből állapítjuk meg a rendszeres jövedelmét és a meglévő hiteltörlesztéseit.',
  'bankSync.intro.duration':
    'A hozzájárulás {{days}} napig érvényes, a profiljában bármikor visszavonhatja. A számlaadatokat csak a hitelbírálathoz használjuk, és utána töröljük.',
  'bankSync.intro.how':
    'A gombra kattintva átirányítjuk bankja biztonságos felületére. Ott jelentkezik be, és ott adja meg a hozzájárulását; jelszavát mi nem látjuk.',
  'bankSync.start': 'Tovább a bankomhoz',
  'bankSync.bank.label': 'Az Ön bankja',
  'bankSync.bank.placeholder': 'Válassza ki a bankját',
  'bankSync.bank.required': 'Válassza ki, melyik bankjában vezeti a számláját.',
  'bankSync.manual': 'Inkább kézzel adom meg',
  'bankSync.waiting.title': 'Várjuk a bank válaszát',
  'bankSync.waiting.text':
    'Ha a bankja felületén már megadta a hozzájárulását, néhány másodperc múlva itt látja az eredményt.',
  'bankSync.waiting.check': 'Újra ellenőrzöm',
  'bankSync.waiting.again': 'Vissza a bankomhoz',
  'bankSync.waiting.cancel': 'Összekapcsolás megszakítása',
  'bankSync.failed.title': 'A bankszámla összekapcsolása nem sikerült',
  'bankSync.failure.REJECTED':
    'A hozzájárulást a bank felületén nem adta meg, vagy a bank elutasította. Próbálja újra, vagy adja meg adatait kézzel.',
  'bankSync.failure.EXPIRED':
    'A bankjánál adott hozzájárulás lejárt. Egy új hozzájárulással újra összekapcsolhatja a számláját.',
  'bankSync.failure.OUTAGE':
    'A bank vagy a bankkapcsolati szolgáltató most nem érhető el. Próbálja újra néhány perc múlva, vagy adja meg adatait kézzel.',
  'bankSync.failure.RATE_LIMITED':
    'A bankja ma már nem enged több lekérdezést erről a számláról. Próbálja újra holnap, vagy adja meg adatait kézzel.',
  'bankSync.failure.PROVIDER_ERROR':
    'A bankkapcsolati szolgáltató hibát jelzett. Próbálja újra, vagy adja meg adatait kézzel.',
  'bankSync.retry': 'Újrapróbálom',
  'bankSync.found.title': 'Ezt találtuk a bankszámláján',
  'bankSync.found.lead':
    'Az elmúlt {{months}} hónap forgalmából. Nézze át, és ha valami nem stimmel, javítsa vagy jelezze.',
  'bankSync.found.leadReportOnly':
    'Az elmúlt {{months}} hónap forgalmából. Nézze át, és ha valami nem stimmel, jelezze: akkor kézzel adhatja meg az adatait.',
  'bankSync.found.income': 'Rendszeres havi jövedelem',
  'bankSync.found.instalments': 'Meglévő hitelek havi törlesztése',
  'bankSync.found.noIncome':
    'Rendszeres jövedelmet nem találtunk a számlán. Ha van, adja meg az összeget, vagy töltse ki a kérdőívet kézzel.',
  'bankSync.found.noInstalments': 'Hiteltörlesztést nem találtunk.',
  'bankSync.found.corrected': 'Az Ön által megadott összeg; a számlán talált: {{found}}',
  'bankSync.kind.SALARY': 'Munkabér',
  'bankSync.kind.PENSION': 'Nyugdíj',
  'bankSync.kind.OTHER_REGULAR': 'Rendszeres jóváírás',
  'bankSync.source.months': '{{months}} hónapban, általában a hónap {{day}}. napján',
  'bankSync.evidence.show': 'A tételek, amelyekből ezt láttuk ({{count}})',
  'bankSync.evidence.date': 'Dátum',
  'bankSync.evidence.remittance': 'Közlemény',
  'bankSync.evidence.amount': 'Összeg',
  'bankSync.correct.salary': 'Javítom a jövedelmet',
  'bankSync.correct.loan': 'Javítom a törlesztést',
  'bankSync.correct.salaryLabel': 'Havi nettó jövedelme',
  'bankSync.correct.loanLabel': 'Meglévő hitelei havi törlesztése összesen',
  'bankSync.correct.save': 'Mentés',
  'bankSync.correct.cancel': 'Mégsem',
  'bankSync.correct.saved': 'Elmentettük a javítást.',
  'bankSync.mistake': 'Hibát találtam, inkább kézzel adom meg',
  'bankSync.mistake.done': 'Rendben, a jövedelmét a következő lépésekben kézzel adhatja meg.',
  'bankSync.application.done': 'Bankszámla összekapcsolva',
  'bankSync.application.doneText':
    'Jövedelmét a bankszámlája forgalma alapján ellenőrizzük, ezen a lépésen nincs több teendője.',
  'bankSync.application.optionalManual':
    'Rendben, bankszámla összekapcsolása nélkül is továbbléphet. Jövedelmét ekkor a kérelemben megadott adatok és igazolások alapján ellenőrizzük.',
  'bankSync.application.requiredManual':
    'Ehhez a kérelemhez a bankszámla összekapcsolása szükséges, enélkül nem léphet tovább. Ha most nem tudja megtenni, később is folytathatja a kérelmet.',
};
