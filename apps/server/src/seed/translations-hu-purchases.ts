/**
 * Buy now, pay later in the customer's words (spec §2 /checkout, /stores, /store,
 * /user/purchase-history, /user/purchase; §4 "Purchase lifecycle"): the checkout, the basket
 * button, the shops and the customer's purchases. Public: the checkout is read before login
 * (and, logged in, without the internal wording), and the basket button shows on public pages
 * too.
 */
export const publicPurchaseTokensHu: Record<string, string> = {
  'purchase.status.CREATED': 'Létrehozva',
  'purchase.status.LINKED': 'Folyamatban',
  'purchase.status.APPLICATION_STARTED': 'Hiteligénylés folyamatban',
  'purchase.status.APPLICATION_UNDER_REVIEW': 'Bírálat alatt',
  'purchase.status.LOAN_APPROVED': 'Hitel jóváhagyva',
  'purchase.status.MONEY_TRANSFERRED': 'Kifizetve a boltnak',
  'purchase.status.PAID': 'Visszafizetve',
  'purchase.status.REVOKED': 'Visszavonva',
  'purchase.status.CANCELLED': 'Megszakítva',
  'purchase.status.DENIED': 'Elutasítva',

  'purchase.basketButton': 'Kosaram',
  'purchase.basketButton.label': 'Kosaram: folyamatban lévő vásárlás',

  'purchase.test.title': 'Tesztvásárlás',
  'purchase.test.text':
    'Ezt a vásárlást a webáruház tesztkulccsal indította: valódi hitel nem jön létre, és pénz sem mozdul.',
  'purchase.basket.title': 'Kosár',
  'purchase.basket.product': 'Termék',
  'purchase.basket.quantity': 'Mennyiség',
  'purchase.basket.unitPrice': 'Egységár',
  'purchase.basket.amount': 'Összeg',
  'purchase.basket.pieces': '{{count}} db',
  'purchase.basket.total': 'Végösszeg',
  'purchase.backToShop': 'Vissza a webáruházba',
  'purchase.backToShop.newTab': '(a webáruház oldala)',

  'purchase.cancel.open': 'Mégsem vásárolok',
  'purchase.cancel.title': 'Biztosan nem vásárol?',
  'purchase.cancel.text':
    'A vásárlást lezárjuk, és ha már elindította, a hiteligénylését is. Ezután visszairányítjuk a webáruházba, ahol bármikor újrakezdheti a vásárlást.',
  'purchase.cancel.textStay':
    'A vásárlást lezárjuk, és ha már elindította, a hiteligénylését is. A webáruházban bármikor újrakezdheti a vásárlást.',
  'purchase.cancel.confirm': 'Igen, nem vásárolok',
  'purchase.cancel.keep': 'Mégis folytatom',
  'purchase.cancel.done': 'A vásárlást lezártuk.',

  'checkout.title': 'Fizetés részletekben',
  'checkout.merchant': 'Vásárlás itt: {{merchant}}',
  'checkout.loading': 'A vásárlás betöltése…',
  'checkout.loadError': 'A vásárlást most nem sikerült betölteni',
  'checkout.expires': 'A vásárlás eddig fejezhető be: {{time}}',
  'checkout.notFound.title': 'Ezt a vásárlást nem találjuk',
  'checkout.notFound.text':
    'A link hibás, vagy a vásárlás már nem létezik. Térjen vissza a webáruházba, és indítsa újra a fizetést.',
  'checkout.closed.title': 'Ez a vásárlás már lezárult',
  'checkout.closed.text':
    'A vásárlás lejárt, vagy a webáruház lezárta. Ha továbbra is szeretné a terméket, térjen vissza a webáruházba, és indítsa újra a fizetést.',
  'checkout.blocked.title': 'Ezt a vásárlást most nem tudjuk folytatni',

  'checkout.financing.title': 'Részletfizetés áruhitellel',
  'checkout.financing.lead':
    'Az áruhitel a {{amount}} vételárat finanszírozza, önerő nélkül. A THM törvény szerint legfeljebb {{cap}} lehet.',
  'checkout.financing.none':
    'Erre a végösszegre most nem tudunk áruhitelt ajánlani. Térjen vissza a webáruházba, és válasszon más fizetési módot.',
  'checkout.financing.choose': 'Válasszon futamidőt',
  'checkout.financing.chooseRequired': 'A folytatáshoz válasszon futamidőt.',
  'checkout.financing.months': '{{count}} hónap',
  'checkout.financing.option': '{{months}} hónapra',
  'checkout.financing.chosen': 'A választott futamidő: {{months}} hónap',
  'checkout.financing.optionLabel':
    '{{months}} hónapra: havi törlesztőrészlet {{monthly}}, THM {{thm}}, teljes visszafizetendő összeg {{total}}',
  'checkout.figure.monthlyPayment': 'Havi törlesztőrészlet',
  'checkout.figure.thm': 'THM',
  'checkout.figure.totalRepayable': 'Teljes visszafizetendő összeg',
  'checkout.figure.monthlyFeeIncluded': 'A havi törlesztőrészlet a havi díjat is tartalmazza.',
  'checkout.figure.rate': 'Fix éves kamat',
  'checkout.figure.totalCost': 'Teljes hiteldíj',
  'checkout.figure.product': 'Termék',
  'checkout.financing.note':
    'A THM meghatározása a futamidő alatt nem változó kamattal és a jelenlegi feltételekkel történt. A végleges ajánlatot a szerződés előtti tájékoztató tartalmazza.',

  'checkout.login.title': 'Jelentkezzen be a folytatáshoz',
  'checkout.login.text':
    'A futamidőt belépés után választhatja ki, és ott indíthatja a hiteligénylést. Ha még nincs fiókja, regisztráljon: a vásárlást megőrizzük, és utána ide tér vissza.',
  'checkout.login.login': 'Bejelentkezés',
  'checkout.login.register': 'Regisztráció',

  'checkout.start': 'Hiteligénylés indítása',
  'checkout.startNote':
    'Ezután megadja adatait, igazolja személyazonosságát és aláírja a szerződést. A vételárat mi fizetjük ki a webáruháznak.',
  'checkout.startError': 'A hiteligénylést most nem sikerült elindítani',

  'checkout.decided.title': 'Ez a vásárlás már nem a fizetésnél tart',
  'checkout.decided.text':
    'A vásárlás állapota: {{status}}. A részleteket és a további teendőket a vásárlás oldalán látja.',
  'checkout.decided.details': 'A vásárlás részletei',
  'checkout.myPurchases': 'Vásárlásaim',
  'checkout.toApplication': 'Tovább a hiteligényléshez…',
};

/** The shops (/stores, /store/{id}) and the customer's purchases (/user/purchase-history, /user/purchase/{id}). */
const shopAndPurchaseTokensHu: Record<string, string> = {
  'stores.title': 'Partnerüzletek',
  'stores.lead':
    'Ezekben az üzletekben részletekben is fizethet: a pénztárnál válassza a Hitelkapu áruhitelt.',
  'stores.search': 'Keresés',
  'stores.searchPlaceholder': 'Üzlet neve vagy termék',
  'stores.category': 'Kategória',
  'stores.allCategories': 'Mind',
  'stores.count': '{{count}} üzlet',
  'stores.empty.title': 'Nincs a keresésnek megfelelő üzlet',
  'stores.empty.text': 'Próbáljon más keresőszót, vagy nézze meg az összes kategóriát.',
  'stores.empty.reset': 'Szűrők törlése',
  'stores.loadError': 'Az üzleteket most nem sikerült betölteni',
  'stores.range': '{{min}} és {{max}} közötti kosárra, legfeljebb {{months}} hónapra',
  'stores.details': 'Részletek: {{name}}',

  'store.back': 'Vissza az üzletekhez',
  'store.loadError': 'Az üzlet adatait most nem sikerült betölteni',
  'store.notFound.title': 'Ezt az üzletet nem találjuk',
  'store.notFound.text': 'Lehet, hogy már nem partnerünk. Nézze meg a többi üzletet.',
  'store.financing.title': 'Áruhitel ebben az üzletben',
  'store.howToBuy.title': 'Így vásárolhat részletre',
  'store.contact.title': 'Elérhetőség',
  'store.contact.address': 'Cím',
  'store.contact.phone': 'Telefon',
  'store.contact.email': 'E-mail',
  'store.contact.website': 'Webáruház',
  'store.contact.newTab': '(új lapon nyílik meg)',
  'store.about.title': 'Az üzletről',

  'purchases.title': 'Vásárlásaim',
  'purchases.lead': 'Itt láthatja áruhitellel intézett vásárlásait és azok állapotát.',
  'purchases.loadError': 'A vásárlásait most nem sikerült betölteni',
  'purchases.empty.title': 'Még nincs vásárlása',
  'purchases.empty.text':
    'Partnerüzleteinkben részletekben is fizethet: a pénztárnál válassza a Hitelkapu áruhitelt.',
  'purchases.empty.stores': 'Partnerüzletek',
  'purchases.date': 'Dátum',
  'purchases.total': 'Végösszeg',
  'purchases.status': 'Állapot',
  'purchases.details': 'Részletek',
  'purchases.detailsOf': 'A(z) {{merchant}} vásárlás részletei, {{date}}',

  'purchase.detail.title': 'Vásárlás: {{merchant}}',
  'purchase.detail.back': 'Vissza a vásárlásaimhoz',
  'purchase.detail.loadError': 'A vásárlás adatait most nem sikerült betölteni',
  'purchase.detail.notFound.title': 'Ezt a vásárlást nem találjuk',
  'purchase.detail.notFound.text': 'Lehet, hogy a link hibás. A vásárlásait a listában találja.',
  'purchase.detail.created': 'Indítva: {{time}}',
  'purchase.detail.amounts': 'Összegek',
  'purchase.detail.refunded': 'Visszatérítve',
  'purchase.detail.financed': 'Áruhitellel finanszírozva',
  'purchase.detail.credit': 'Az áruhitel',
  'purchase.detail.months': 'Futamidő',
  'purchase.detail.monthsValue': '{{count}} hónap',
  'purchase.detail.monthlyPayment': 'Havi törlesztőrészlet',
  'purchase.detail.noCredit': 'Futamidőt még nem választott.',
  'purchase.detail.history': 'A vásárlás története',
  'purchase.detail.refund': 'Visszatérítés: {{amount}}',
  'purchase.detail.actions': 'Mit tehet most',
  'purchase.detail.continueCheckout': 'Vásárlás folytatása',
  'purchase.detail.continueApplication': 'Tovább a hiteligényléshez',
};

/**
 * The decisions of an application made from a shop's purchase (PURCHASE_RESULT) and the
 * decision after a person reviewed a reported contract error (OFFLINE_RESULT). Linked credit:
 * CCD2 art. 27, Fhtv. 20. §.
 */
const purchaseResultTokensHu: Record<string, string> = {
  'application.purchaseResult.approvedTitle': 'A vásárlás hitele jóváhagyva',
  'application.purchaseResult.approvedLead':
    'Áruhitel-szerződése létrejött. A webáruház most átadhatja Önnek a terméket; a vételárat mi fizetjük ki neki.',
  'application.purchaseResult.figures': 'Az Ön áruhitele',
  'application.purchaseResult.terms': 'A vásárlás',
  'application.purchaseResult.merchant': 'Webáruház',
  'application.purchaseResult.goods': 'Termék',
  'application.purchaseResult.cashPrice': 'Vételár',
  'application.purchaseResult.months': 'Futamidő',
  'application.purchaseResult.monthsValue': '{{count}} hónap',
  'application.purchaseResult.nextHandover':
    'A webáruház átadja vagy elküldi Önnek a terméket, és visszaigazolja nekünk az átadást.',
  'application.purchaseResult.nextPayout':
    'Az átadás után a vételárat közvetlenül a webáruháznak fizetjük ki.',
  'application.purchaseResult.nextMonthly':
    'Ön havi részletekben fizeti vissza a hitelt; az első részlet a kifizetést követő hónapban esedékes, a pontos dátumot a szerződés tartalmazza.',
  'application.purchaseResult.nextLinked':
    'A hitel a vásárláshoz kapcsolódik: ha 14 napon belül eláll a hitelszerződéstől, a vásárlás is megszűnik, és ha a vásárlástól áll el, a hitelszerződés is megszűnik.',
  'application.purchaseResult.refusedTitle': 'Most nem tudjuk jóváhagyni a vásárlás hitelét',
  'application.purchaseResult.refusedLead':
    'A megadott adatai alapján most nem adhatunk áruhitelt ehhez a vásárláshoz. Ennek fő okai:',
  'application.purchaseResult.refusedLeadNoReasons':
    'A megadott adatai alapján most nem adhatunk áruhitelt ehhez a vásárláshoz. Ha szeretné tudni, mi döntött, kérje munkatársunk segítségét.',
  'application.purchaseResult.optionShop':
    'A webáruházban más fizetési módot választhat, a kosara ott várja.',
  'application.purchaseResult.optionReview':
    'Kérheti, hogy munkatársunk is átnézze a döntést. Ha valamelyik adat hibás volt, itt jelezheti.',
  'application.withdrawal.purchase.consequences':
    'Ha eláll, az áruhitel-szerződés megszűnik, és vele a vásárlás is: a terméket vissza kell juttatnia a webáruháznak. Ha a vételárat már kifizettük, a webáruház nekünk téríti vissza. Más költség nem terheli.',
  'application.withdrawal.purchase.confirmLabel':
    'Megértettem, és el kívánok állni az áruhitel-szerződéstől és vele a vásárlástól.',

  'application.offlineResult.approvedTitle': 'Munkatársunk ellenőrizte a szerződést: a hitelt jóváhagytuk',
  'application.offlineResult.approvedLead':
    'Köszönjük, hogy jelezte a hibát. Munkatársunk átnézte a szerződést, és jóváhagyta a kérelmét. Az alábbiakban megtalálja a hitel adatait, a további lépéseket és az aláírt dokumentumokat.',
  'application.offlineResult.refusedTitle':
    'Munkatársunk ellenőrizte a szerződést: most nem tudjuk jóváhagyni',
  'application.offlineResult.refusedLead':
    'Köszönjük, hogy jelezte a hibát. Munkatársunk átnézte a szerződést és a kérelmét, és most nem tudunk hitelt adni. Ennek fő okai:',
  'application.offlineResult.refusedLeadNoReasons':
    'Köszönjük, hogy jelezte a hibát. Munkatársunk átnézte a szerződést és a kérelmét, és most nem tudunk hitelt adni. Ha kérdése van, kérjen visszahívást.',
};

export const internalPurchaseTokensHu: Record<string, string> = {
  ...shopAndPurchaseTokensHu,
  ...purchaseResultTokensHu,
};
