import type { Db } from '../db/client.ts';
import { merchantCategories, merchants } from '../db/schema/index.ts';
import {
  DEMO_SHOP_MERCHANT_ID,
  DEMO_SHOP_NAME,
  SHOP_SANDBOX_PATH,
} from '../modules/shop-sandbox/demo-shop.ts';

/**
 * The shops of a demonstration (DOMAIN "Buy now, pay later"): fictional Hungarian shops in
 * real towns, their web addresses under pelda.hu ("example") so no one mistakes them for a
 * real business. Seeded only on a demo database, like the demo dealers: a production start
 * has no shops until the lender signs some up.
 *
 * One of them is the demo shop the portal itself serves at /sandbox/shop (modules/shop-sandbox),
 * with a fixed id so its API key, its webhook endpoint and the documentation can name it.
 */
export { DEMO_SHOP_MERCHANT_ID };

type CategoryRow = typeof merchantCategories.$inferInsert;
type MerchantRow = typeof merchants.$inferInsert;

export const demoMerchantCategories: readonly CategoryRow[] = [
  { id: 'muszaki-cikk', name: 'Műszaki cikk és elektronika', sortOrder: 1 },
  { id: 'szamitastechnika', name: 'Számítástechnika', sortOrder: 2 },
  { id: 'otthon-butor', name: 'Otthon és bútor', sortOrder: 3 },
  { id: 'kert-barkacs', name: 'Kert és barkács', sortOrder: 4 },
  { id: 'sport-szabadido', name: 'Sport és szabadidő', sortOrder: 5 },
  { id: 'kerekpar', name: 'Kerékpár', sortOrder: 6 },
  { id: 'divat', name: 'Divat', sortOrder: 7 },
  { id: 'egeszseg-optika', name: 'Egészség és optika', sortOrder: 8 },
];

const standardHowToBuy =
  'Tegye kosárba a termékeket, majd a fizetésnél válassza a „Hitelkapu áruhitel” lehetőséget. Átirányítjuk a Hitelkapuhoz, ahol kiválasztja a futamidőt, és néhány perc alatt kitölti az igénylést. Ha a hitelt jóváhagyjuk, az üzlet visszaigazolja a rendelést, és kiszállítja a terméket. A vételárat mi fizetjük ki az üzletnek, Ön havi részletekben törleszt.';

const storeHowToBuy =
  'Válassza ki a terméket az üzletben, és kérje az eladótól az áruhiteles fizetést. Az eladó elindítja a vásárlást, Ön pedig a telefonján kapott linken kiválasztja a futamidőt és kitölti az igénylést. Jóváhagyás után a terméket azonnal elviheti vagy kiszállíttathatja.';

export const demoMerchants: readonly MerchantRow[] = [
  {
    id: DEMO_SHOP_MERCHANT_ID,
    name: DEMO_SHOP_NAME,
    tagline: 'Háztartási gépek, szórakoztató elektronika és laptopok, kényelmes részletekre.',
    description:
      'Bemutató webáruház: a Hitelkapu demóváltozatához tartozik, hogy kipróbálhassa, hogyan működik a vásárlás áruhitellel. A kosár összeállítása, a fizetés és a rendelés kezelése ugyanúgy zajlik, mint egy valódi üzletben, de a vásárlások tesztkulccsal indulnak: valódi hitel nem jön létre, pénz nem mozdul, terméket nem szállítunk ki.',
    howToBuy:
      'Nyissa meg a bemutató webáruházat, tegyen a kosárba egy vagy több terméket, és válassza a „Fizetés Hitelkapu áruhitellel” gombot. A Hitelkapu oldalán kiválasztja a futamidőt és végigmegy az igénylésen. Utána a webáruház rendelési oldalán láthatja, hogy a bolt hogyan kezeli a rendelést: visszaigazolja a kiszállítást, visszatéríti vagy törli.',
    categoryIds: ['muszaki-cikk', 'szamitastechnika'],
    // A demonstration start puts it on the portal's public address (seed/demo-shop.ts).
    websiteUrl: SHOP_SANDBOX_PATH,
    city: 'Szeged',
    address: '6722 Szeged, Kossuth Lajos sugárút 41.',
    phone: '+36 62 555 0141',
    email: 'ugyfelszolgalat@tiszapart-muszaki.pelda.hu',
  },
  {
    id: '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e02',
    name: 'Mecsekalja Bútorház',
    tagline: 'Kanapék, étkezőgarnitúrák és hálószobabútorok, hazai asztalosoktól is.',
    description:
      'Pécsi családi bútorház 1998 óta. Kínálatunkban kanapék, ülőgarnitúrák, étkező- és hálószobabútorok találhatók, egy részük baranyai asztalosműhelyekből. Szegeden és Kaposváron is szállítunk, a bútorokat összeszereljük.',
    howToBuy: standardHowToBuy,
    categoryIds: ['otthon-butor'],
    websiteUrl: 'https://www.mecsekalja-butorhaz.pelda.hu',
    city: 'Pécs',
    address: '7624 Pécs, Siklósi út 58.',
    phone: '+36 72 555 0258',
    email: 'info@mecsekalja-butorhaz.pelda.hu',
  },
  {
    id: '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e03',
    name: 'Bakony Sport',
    tagline: 'Túrafelszerelés, sífelszerelés és fitneszgépek a Bakony lábánál.',
    description:
      'Veszprémi sportbolt túrázóknak, futóknak és síelőknek. Bakancsok, hátizsákok, sátrak, futócipők és otthoni edzőgépek, szakértő tanácsadással. A nagyobb gépeket házhoz szállítjuk.',
    howToBuy: standardHowToBuy,
    categoryIds: ['sport-szabadido'],
    websiteUrl: 'https://www.bakonysport.pelda.hu',
    city: 'Veszprém',
    address: '8200 Veszprém, Budapest út 22.',
    phone: '+36 88 555 0317',
    email: 'bolt@bakonysport.pelda.hu',
  },
  {
    id: '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e04',
    name: 'Zöldlomb Kert és Barkács',
    tagline: 'Fűnyírók, kerti gépek, szerszámok és minden, ami a ház körül kell.',
    description:
      'Kecskeméti barkácsáruház kertészeknek és ezermestereknek. Fűnyírók, fűkaszák, magasnyomású mosók, akkus szerszámok és kerti bútorok. A gépeket üzembe helyezve adjuk át, és szervizeljük is.',
    howToBuy: standardHowToBuy,
    categoryIds: ['kert-barkacs'],
    websiteUrl: 'https://www.zoldlomb-barkacs.pelda.hu',
    city: 'Kecskemét',
    address: '6000 Kecskemét, Izsáki út 15.',
    phone: '+36 76 555 0422',
    email: 'rendeles@zoldlomb-barkacs.pelda.hu',
  },
  {
    id: '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e05',
    name: 'Rábapart Divatház',
    tagline: 'Női és férfi ruházat, kabátok és cipők minden évszakra.',
    description:
      'Győri divatház a belvárosban. Kabátok, öltönyök, alkalmi ruhák és cipők ismert hazai tervezőktől és saját kollekcióból. Az igazítást helyben vállaljuk.',
    howToBuy: storeHowToBuy,
    categoryIds: ['divat'],
    websiteUrl: 'https://www.rabapart-divathaz.pelda.hu',
    city: 'Győr',
    address: '9021 Győr, Baross Gábor út 17.',
    phone: '+36 96 555 0533',
    email: 'info@rabapart-divathaz.pelda.hu',
  },
  {
    id: '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e06',
    name: 'Tisztánlátó Optika',
    tagline: 'Szemvizsgálat, szemüvegek és kontaktlencsék, hallókészülékek.',
    description:
      'Debreceni optika saját szemvizsgálóval. Optometristánk időpontra vizsgál, a szemüveget egy héten belül elkészítjük. Hallókészülékeket is forgalmazunk, próbahordással.',
    howToBuy: storeHowToBuy,
    categoryIds: ['egeszseg-optika'],
    websiteUrl: 'https://www.tisztanlato-optika.pelda.hu',
    city: 'Debrecen',
    address: '4024 Debrecen, Piac utca 33.',
    phone: '+36 52 555 0644',
    email: 'idopont@tisztanlato-optika.pelda.hu',
  },
  {
    id: '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e07',
    name: 'Bitkert Számítástechnika',
    tagline: 'Laptopok, asztali gépek, monitorok és nyomtatók, beállítva átadva.',
    description:
      'Budapesti számítástechnikai szaküzlet otthoni és irodai gépekkel. A megvásárolt gépet kérésre beállítjuk, az adatokat átmásoljuk a régiről. Garanciális ügyintézés helyben.',
    howToBuy: standardHowToBuy,
    categoryIds: ['szamitastechnika', 'muszaki-cikk'],
    websiteUrl: 'https://www.bitkert.pelda.hu',
    city: 'Budapest',
    address: '1133 Budapest, Váci út 88.',
    phone: '+36 1 555 0755',
    email: 'hello@bitkert.pelda.hu',
  },
  {
    id: '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e08',
    name: 'Kétkerék Kerékpárszalon',
    tagline: 'Városi, túra- és elektromos kerékpárok, szervizzel és kiegészítőkkel.',
    description:
      'Nyíregyházi kerékpárszalon. Városi, trekking- és elektromos kerékpárok, gyerekbiciklik, sisakok és zárak. Minden kerékpárt a vásárló magasságához állítunk be, az első átvizsgálás ingyenes.',
    howToBuy: storeHowToBuy,
    categoryIds: ['kerekpar', 'sport-szabadido'],
    websiteUrl: 'https://www.ketkerek-szalon.pelda.hu',
    city: 'Nyíregyháza',
    address: '4400 Nyíregyháza, Szarvas utca 12.',
    phone: '+36 42 555 0866',
    email: 'szalon@ketkerek-szalon.pelda.hu',
  },
  {
    id: '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e09',
    name: 'Alba Háztartási Gépek',
    tagline: 'Mosógépek, hűtők, sütők és mosogatógépek beszereléssel.',
    description:
      'Székesfehérvári háztartásigép-szaküzlet. Mosógépek, szárítógépek, hűtőszekrények, beépíthető sütők és mosogatógépek. A régi gépet elszállítjuk, az újat bekötjük.',
    howToBuy: standardHowToBuy,
    categoryIds: ['muszaki-cikk', 'otthon-butor'],
    websiteUrl: 'https://www.alba-haztartasigep.pelda.hu',
    city: 'Székesfehérvár',
    address: '8000 Székesfehérvár, Palotai út 9.',
    phone: '+36 22 555 0977',
    email: 'info@alba-haztartasigep.pelda.hu',
  },
  {
    id: '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e10',
    name: 'Ékes Otthon Lakberendezés',
    tagline: 'Szőnyegek, lámpák, függönyök és konyhabútorok, tervezéssel.',
    description:
      'Egri lakberendezési üzlet. Konyhabútorokat méretre tervezünk, a lakás többi részéhez szőnyeget, lámpát, függönyt és textilt kínálunk. Az első tervezési alkalom díjmentes.',
    howToBuy: storeHowToBuy,
    categoryIds: ['otthon-butor'],
    websiteUrl: 'https://www.ekes-otthon.pelda.hu',
    city: 'Eger',
    address: '3300 Eger, Széchenyi István utca 25.',
    phone: '+36 36 555 1088',
    email: 'tervezes@ekes-otthon.pelda.hu',
  },
];

/**
 * Adds the demo categories and shops that are missing; a shop already there is left as it is.
 * Run on a demo database only.
 */
export async function seedDemoMerchants(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(merchantCategories)
      .values([...demoMerchantCategories])
      .onConflictDoNothing();
    await tx
      .insert(merchants)
      .values([...demoMerchants])
      .onConflictDoNothing();
  });
}
