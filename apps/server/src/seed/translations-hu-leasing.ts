/**
 * The leasing pages' wording (spec §2 "/leasing"): the dealer-branded frame, the landing, the
 * leasing login and the leasing profile. Public: a visitor reads them before logging in.
 */
export const publicLeasingTokensHu: Record<string, string> = {
  'leasing.layout.partnerLabel': 'Finanszírozó partner',
  'leasing.layout.homeLink': '{{dealer}}: a lízing kezdőoldala',
  'leasing.layout.loading': 'A kereskedő oldalának betöltése…',

  'leasing.error.notFound.title': 'Ezt a kereskedőt nem találjuk',
  'leasing.error.notFound.text':
    'A link hibás vagy már nem érvényes. Kérjen új linket a kereskedőtől, vagy kérjen visszahívást, és munkatársunk segít.',
  'leasing.error.failed.title': 'A kereskedő oldala most nem töltődött be',
  'leasing.error.failed.text': 'Valószínűleg a kapcsolattal volt gond. Próbálja újra néhány másodperc múlva.',

  'leasing.landing.eyebrow': 'Lízing a kereskedőnél',
  'leasing.landing.title': 'Zárt végű pénzügyi lízing a Hitelkapuval',
  'leasing.landing.lead':
    'Kereskedője a Hitelkapuval együttműködve kínál lízinget. Néhány perc alatt megtudhatja, milyen feltételekkel finanszírozzuk a kiválasztott járművet.',
  'leasing.landing.dealer': 'Kereskedő: {{dealer}}',
  'leasing.landing.what.title': 'Mi a zárt végű pénzügyi lízing?',
  'leasing.landing.what.keeper':
    'A járművet az első naptól Ön használja, a forgalmi engedélyben Ön az üzembentartó.',
  'leasing.landing.what.ownership':
    'Havi részletet fizet. Az utolsó részlet és a maradványérték megfizetése után a jármű az Ön tulajdonába kerül.',
  'leasing.landing.what.credit':
    'Ez fogyasztói hitel: a szerződés előtt megmutatjuk a THM-et, a teljes visszafizetendő összeget és minden költséget.',
  'leasing.landing.steps.title': 'Mi következik?',
  'leasing.landing.steps.login.title': 'Belépés telefonszámmal',
  'leasing.landing.steps.login.text': 'SMS-ben egy egyszer használatos kódot küldünk.',
  'leasing.landing.steps.prescore.title': 'Előminősítés',
  'leasing.landing.steps.prescore.text':
    'Néhány kérdés a jövedelméről; bankszámláját is összekapcsolhatja. Körülbelül 5 perc.',
  'leasing.landing.steps.offers.title': 'Ajánlatok',
  'leasing.landing.steps.offers.text': 'Megmutatjuk a havi részletet, a THM-et és a maradványértéket.',
  'leasing.landing.steps.contract.title': 'Szerződés',
  'leasing.landing.steps.contract.text':
    'Ha elfogadja az ajánlatot, online azonosítás és elektronikus aláírás következik.',
  'leasing.landing.continue': 'Tovább a bejelentkezéshez',
  'leasing.landing.noLink.title': 'A lízinghez a kereskedő linkje vezet',
  'leasing.landing.noLink.text':
    'Az előminősítést a kereskedőjétől kapott linkkel kezdheti el. Ha nincs ilyen linkje, kérje el a kereskedőtől, vagy kérjen visszahívást.',

  'leasing.login.title': 'Belépés a lízing előminősítéshez',
  'leasing.login.lead':
    'Adja meg telefonszámát. SMS-ben egy egyszer használatos kódot küldünk, ezzel lép be.',
  'leasing.login.leadPassword': 'Lépjen be telefonszámával és jelszavával.',
  'leasing.login.about': 'Mi a zárt végű pénzügyi lízing?',
  'leasing.login.noAccount': 'Most jár itt először?',
  'leasing.login.toRegistration': 'Regisztráljon telefonszámmal',
  'leasing.registration.title': 'Regisztráció a lízing előminősítéshez',
  'leasing.registration.lead':
    'Adja meg adatait és egy jelszót. Telefonszámát egy SMS-ben küldött kóddal erősítjük meg.',
  'leasing.code.title': 'Írja be az SMS-ben kapott kódot',
  'leasing.code.lead': 'A kóddal megerősítjük, hogy a telefonszám az Öné.',
  'leasing.code.submit': 'Belépés és tovább az előminősítéshez',

  'leasing.profile.title': 'Lízingprofil',
  'leasing.profile.lead': 'Itt láthatja és módosíthatja adatait.',
  'leasing.profile.toPrescore': 'Vissza az előminősítéshez',
  'leasing.profile.loginNeeded.title': 'Lépjen be a lízingprofilhoz',
  'leasing.profile.loginNeeded.text': 'Adatait belépés után mutatjuk meg.',
};

/**
 * The leasing prescore and its results (spec §2 "/leasing/prescore", §4 "Prescore wizard"):
 * behind the login, so internal.
 */
export const internalLeasingTokensHu: Record<string, string> = {
  'leasing.prescore.title': 'Lízing előminősítés',
  'leasing.prescore.lead':
    'Néhány kérdés után megmutatjuk, milyen feltételekkel finanszírozzuk a kiválasztott járművet. Válaszait lépésenként mentjük.',
  'leasing.prescore.loadError': 'Az előminősítés most nem töltődött be',
  'leasing.prescore.noLink.title': 'Nem találjuk a kereskedő linkjét',
  'leasing.prescore.noLink.text':
    'Az előminősítést a kereskedőjétől kapott linkkel kezdheti el. Nyissa meg újra a linket, vagy kérjen újat a kereskedőtől.',
  'leasing.prescore.notFound.title': 'Ez az előminősítés nem érhető el',
  'leasing.prescore.notFound.text':
    'Lehet, hogy a linket már valaki más megnyitotta, vagy lejárt. Kérjen új linket a kereskedőtől.',

  'leasing.prescore.progress.label': 'A lízing előminősítés lépései',
  'leasing.prescore.progress.position': '{{current}}. lépés (összesen {{total}})',
  'leasing.prescore.progress.time':
    'Kitöltési idő kb. {{total}} perc, ebből még kb. {{left}} perc van hátra.',
  'leasing.prescore.progress.timeLast': 'Kitöltési idő kb. {{total}} perc. Már csak ez a lépés van hátra.',
  'leasing.prescore.progress.done': '(kész)',

  'leasing.prescore.step.amount.title': 'A jármű és a finanszírozás',
  'leasing.prescore.step.amount.lead':
    'Ezeket az adatokat a kereskedő adta meg. Az önerőt és a futamidőt a lízing keretein belül módosíthatja.',
  'leasing.prescore.step.type.title': 'A jövedelmi adatok megadása',
  'leasing.prescore.step.type.lead': 'Válassza ki, hogyan adja meg a jövedelmére vonatkozó adatokat.',
  'leasing.prescore.step.bank-sync.title': 'Bankszámla összekapcsolása',
  'leasing.prescore.step.bank-sync.lead':
    'Bankja oldalán hozzájárul, hogy egyszer beolvassuk számlája elmúlt hónapjainak forgalmát. Ebből állapítjuk meg a rendszeres jövedelmét.',
  'leasing.prescore.step.summary.title': 'Összegzés',
  'leasing.prescore.step.summary.lead':
    'Ellenőrizze az adatokat. Ha valamit módosítana, a Módosítás gombbal visszaléphet az adott lépésre.',
  'leasing.prescore.step.minutes': 'Ez a lépés kb. {{count}} perc.',

  'leasing.prescore.vehicle.title': 'A kiválasztott jármű',
  'leasing.prescore.vehicle.unnamed': 'A kereskedő által kiválasztott jármű',
  'leasing.prescore.vehicle.NEW': 'Új jármű',
  'leasing.prescore.vehicle.USED': 'Használt jármű',
  'leasing.prescore.vehicle.registered': 'Első forgalomba helyezés: {{date}}',
  'leasing.prescore.vehicle.price': 'Vételár (bruttó)',
  'leasing.prescore.vehicle.residualValue': 'Maradványérték',
  'leasing.prescore.vehicle.residualNote': 'Az utolsó havi díjjal együtt fizeti meg; ezután a jármű az Öné.',
  'leasing.prescore.vehicle.amount': 'Finanszírozott összeg',
  'leasing.prescore.vehicle.amountNote': 'Vételár mínusz önerő.',
  'leasing.prescore.downPayment.label': 'Önerő',
  'leasing.prescore.downPayment.range': '{{min}} és {{max}} között',
  'leasing.prescore.downPayment.slider': 'Önerő',
  'leasing.prescore.downPayment.outOfRange': 'Az önerő {{min}} és {{max}} között lehet.',
  'leasing.prescore.duration.label': 'Futamidő',
  'leasing.prescore.duration.range': '{{min}} és {{max}} hónap között',
  'leasing.prescore.duration.slider': 'Futamidő',
  'leasing.prescore.duration.outOfRange': 'A futamidő {{min}} és {{max}} hónap között lehet.',

  'leasing.prescore.type.label': 'Hogyan szeretné megadni jövedelmi adatait?',
  'leasing.prescore.type.MANUAL.label': 'Adatok megadása kézzel',
  'leasing.prescore.type.MANUAL.description':
    'Néhány kérdésre válaszol a jövedelméről és a meglévő hiteleiről.',
  'leasing.prescore.type.PSD2.label': 'Bankszámla összekapcsolása',
  'leasing.prescore.type.PSD2.description':
    'Bankja oldalán hozzájárul a számlaforgalom egyszeri beolvasásához, így kevesebb kérdésre kell válaszolnia.',
  'leasing.prescore.type.onlyManual':
    'Bankszámla összekapcsolására most nincs lehetőség, ezért az adatokat kézzel adhatja meg.',
  'leasing.prescore.type.required': 'Válassza ki, hogyan adja meg az adatait.',

  'leasing.prescore.question.allRequired': 'Kérjük, minden kérdésre válaszoljon.',
  'leasing.prescore.question.choose': 'Válasszon…',
  'leasing.prescore.question.yes': 'Igen',
  'leasing.prescore.question.no': 'Nem',
  'leasing.prescore.question.optional': '(nem kötelező)',

  'leasing.prescore.summary.vehicle': 'Jármű',
  'leasing.prescore.summary.price': 'Vételár',
  'leasing.prescore.summary.downPayment': 'Önerő',
  'leasing.prescore.summary.amount': 'Finanszírozott összeg',
  'leasing.prescore.summary.residualValue': 'Maradványérték',
  'leasing.prescore.summary.duration': 'Futamidő',
  'leasing.prescore.summary.type': 'A jövedelmi adatok forrása',
  'leasing.prescore.summary.bankIncome': 'Havi nettó jövedelem a bankszámla alapján',
  'leasing.prescore.summary.edit': 'Módosítás',
  'leasing.prescore.summary.editStep': 'Módosítás: {{step}}',
  'leasing.prescore.summary.fix': 'Egy korábbi lépésben javítani kell egy adatot. Megmutattuk, hol.',
  'leasing.prescore.summary.consent':
    'Az „Ajánlataim megtekintése” gombbal hozzájárul, hogy megadott adatai alapján automatikusan előminősítsük. Kérésére munkatársunk is áttekinti az eredményt.',

  'leasing.prescore.back': 'Vissza',
  'leasing.prescore.next': 'Tovább',
  'leasing.prescore.toFirst': 'Vissza az elejére',
  'leasing.prescore.submit': 'Ajánlataim megtekintése',
  'leasing.prescore.saving': 'Mentés…',
  'leasing.prescore.saveFailed': 'A válaszait most nem sikerült menteni. Próbálja újra a Tovább gombbal.',
  'leasing.prescore.waiting.title': 'Ajánlatait készítjük',
  'leasing.prescore.waiting.text':
    'Átnézzük az adatait, és minden lízingtermékünkre kiszámoljuk a havi díjat, a THM-et és a teljes visszafizetendő összeget. Ez általában néhány másodperc, de akár két percig is tarthat. Kérjük, ne zárja be az oldalt.',
  'leasing.prescore.bankSync.notDone':
    'A bankszámla összekapcsolása még nem fejeződött be. Fejezze be, vagy adja meg az adatait kézzel.',

  'leasing.offers.title': 'Lízingajánlatai',
  'leasing.offers.lead':
    'Az alábbi ajánlatok a megadott adatain alapuló előzetes eredmények. A végleges döntést a lízingkérelem elbírálása után hozzuk meg.',
  'leasing.offers.vehicle': 'A finanszírozott jármű: {{vehicle}}',
  'leasing.offers.fallbackName': 'Zárt végű pénzügyi lízing',
  'leasing.offers.card.monthlyPayment': 'Havi lízingdíj',
  'leasing.offers.card.thm': 'THM',
  'leasing.offers.card.totalRepayable': 'Teljes visszafizetendő összeg',
  'leasing.offers.card.downPayment': 'Önerő',
  'leasing.offers.card.residualValue': 'Maradványérték (az utolsó díjjal)',
  'leasing.offers.card.months': 'Futamidő',
  'leasing.offers.card.amount': 'Finanszírozott összeg',
  'leasing.offers.card.annualRate': 'Ügyleti kamat (évi, fix)',
  'leasing.offers.card.disbursementFee': 'Szerződéskötési díj (egyszeri)',
  'leasing.offers.card.monthlyFee': 'Ügyviteli díj (havi)',
  'leasing.offers.card.totalCost': 'Teljes hiteldíj',
  'leasing.offers.card.monthlyFeeIncluded': 'A havi lízingdíj a havi ügyviteli díjat is tartalmazza.',
  'leasing.offers.card.ownership':
    'Zárt végű pénzügyi lízing: a járművet Ön használja, és az utolsó havi díj, valamint a maradványérték megfizetése után az Ön tulajdonába kerül.',
  'leasing.offers.card.choose': 'Ezt választom, tovább a lízingkérelemhez',
  'leasing.offers.thmCap': 'Minden ajánlat THM-je a törvényes felső határ ({{cap}}) alatt van.',
  'leasing.offers.jtm':
    'A havi díjat úgy számoltuk, hogy meglévő hiteleivel együtt se lépje túl a jövedelemarányos törlesztési mutató (JTM) határát.',

  'leasing.offers.recalculate.title': 'Más önerővel vagy futamidővel számolna?',
  'leasing.offers.recalculate.lead': 'Módosítsa az önerőt vagy a futamidőt, és újraszámoljuk az ajánlatokat.',
  'leasing.offers.recalculate.submit': 'Újraszámolás',
  'leasing.offers.recalculate.done': 'Az ajánlatokat az új önerővel és futamidővel számoltuk újra.',

  'leasing.offers.toDealer': 'Vissza a kereskedő oldalára',
  'leasing.offers.changeAnswers': 'Válaszaim módosítása',
  'leasing.offers.applicationFailed': 'A lízingkérelmet most nem sikerült megnyitni.',

  'leasing.notEligible.title': 'Most nem tudunk lízingajánlatot adni',
  'leasing.notEligible.lead':
    'Köszönjük, hogy kitöltötte az előminősítést. A megadott adatok alapján most nem tudunk ajánlatot adni ehhez a járműhöz. Ennek okai:',
  'leasing.notEligible.change.title': 'Min változtathat?',
  'leasing.notEligible.change.downPayment': 'Nagyobb önerővel kisebb összeget kell finanszírozni.',
  'leasing.notEligible.change.duration': 'Hosszabb futamidővel alacsonyabb lesz a havi díj.',
  'leasing.notEligible.change.vehicle':
    'Kérdezze meg a kereskedőt egy másik, fiatalabb vagy olcsóbb járműről.',
  'leasing.notEligible.suggestion':
    'Jövedelme alapján ehhez a járműhöz legfeljebb {{amount}} finanszírozható {{months}} hónapra. Ehhez {{downPayment}} önerő kell.',
  'leasing.notEligible.suggestion.apply': 'Újraszámolás ezzel az önerővel',
  'leasing.notEligible.tryAgain':
    'Az alábbi mezőkben módosíthatja az önerőt és a futamidőt, majd újraszámolhatjuk.',
  'leasing.notEligible.help':
    'Ha kérdése van, vagy úgy gondolja, hogy valamit rosszul adott meg, munkatársunk szívesen segít.',
  'leasing.notEligible.callMeBack': 'Beszélnék egy munkatárssal',

  'leasing.reason.KO_UNDER_AGE': 'Lízingszerződést csak nagykorú ügyféllel köthetünk.',
  'leasing.reason.KO_AGE_AT_MATURITY':
    'A futamidő végén az Ön életkora meghaladná azt a határt, ameddig lízinget adhatunk. Rövidebb futamidővel próbálkozhat.',
  'leasing.reason.KO_TRIAL_PERIOD':
    'Jelenleg próbaidejét tölti. A próbaidő letelte után szívesen várjuk vissza.',
  'leasing.reason.KO_NOTICE_PERIOD':
    'Jelenleg felmondási idejét tölti, ezért most nem adhatunk lízinget. Próbálja újra, amikor új munkahelyén már tartósan dolgozik.',
  'leasing.reason.KO_INCAPACITY':
    'Jelenleg táppénzen van, vagy nem tud dolgozni. Próbálja újra, amikor ismét dolgozik.',
  'leasing.reason.KO_MIN_INCOME':
    'Havi nettó jövedelme kevesebb annál az összegnél, amelytől lízinget adhatunk.',
  'leasing.reason.KO_FOREIGN_EMPLOYER':
    'Munkáltatója külföldön bejegyzett cég. Most csak magyarországi munkáltatónál dolgozó ügyfeleinknek adhatunk lízinget.',
  'leasing.reason.KO_BUSINESS_HISTORY':
    'Vállalkozásának még nincs elég lezárt üzleti éve. Próbálja újra, amikor már több lezárt éve lesz.',
  'leasing.reason.MISSING_INPUT': 'Néhány adat hiányzott az előminősítéshez. Ellenőrizze válaszait.',
  'leasing.reason.DTI_FAILED':
    'A havi lízingdíj a meglévő hiteleivel együtt túl nagy részét tenné ki havi jövedelmének (jövedelemarányos törlesztési mutató, JTM).',
  'leasing.reason.THM_CAP_EXCEEDED':
    'Ezekkel a feltételekkel a lízing THM-je magasabb lenne a törvényes felső határnál, ezért nem ajánlhatjuk.',
  'leasing.reason.AMOUNT_OUT_OF_RANGE': 'A finanszírozandó összeget lízingtermékeink nem kínálják.',
  'leasing.reason.TERM_OUT_OF_RANGE': 'A választott futamidőt lízingtermékeink nem kínálják.',
};
