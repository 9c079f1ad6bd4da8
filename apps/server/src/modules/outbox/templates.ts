/**
 * Hungarian message templates. Plain text first: it reads on every phone and mail client;
 * one short action per message; never anything a stranger could use beyond what it is for.
 */
/**
 * A marketing message (offers): only to a customer whose marketing consent stands, and always
 * with the one-click way out (GDPR art. 21(2)-(3), Eker. tv. 14. §): the link of a confirmation
 * page in the text, and the List-Unsubscribe headers of RFC 2369 and RFC 8058.
 */
export interface MarketingUnsubscribe {
  /** The page the link in the text opens: it asks before withdrawing (GET never changes anything). */
  pageUrl: string;
  /** Where a mail client sends its one-click POST. */
  oneClickUrl: string;
}

export type MessageTemplate =
  | { name: 'offer-news'; headline: string; text: string; link: string; unsubscribe: MarketingUnsubscribe }
  | { name: 'registration-code'; code: string }
  | { name: 'registration-exists' }
  | { name: 'email-confirmation'; link: string }
  | { name: 'login-code'; code: string }
  | { name: 'password-reset-link'; link: string }
  | { name: 'password-reset-code'; code: string }
  | { name: 'password-changed' }
  | { name: 'change-email-code'; code: string }
  | { name: 'change-phone-code'; code: string }
  | { name: 'contact-changed-notice'; what: 'email' | 'phone'; masked: string }
  | { name: 'contact-taken-notice'; what: 'email' | 'phone' }
  | { name: 'security-code'; code: string }
  | { name: 'second-factor-off' }
  | { name: 'signing-code'; code: string; amount: string }
  | { name: 'contract-signed'; productName: string; signedAt: string }
  | { name: 'application-result'; approved: boolean; link: string; reason?: string }
  | { name: 'decision-review-result'; changed: boolean; reason: string; link: string }
  | {
      name: 'correction-requested';
      kind: 'ANSWER' | 'DOCUMENT';
      fieldLabel: string;
      dueDate: string;
      link: string;
    }
  | {
      name: 'correction-reminder';
      kind: 'ANSWER' | 'DOCUMENT';
      fieldLabel: string;
      dueDate: string;
      link: string;
    }
  | { name: 'signature-ready'; productName: string; amount: string; dueDate: string; link: string }
  | { name: 'signature-reminder'; productName: string; dueDate: string; link: string }
  | { name: 'signature-expired'; productName: string; amount: string; link: string }
  | {
      name: 'withdrawal-receipt';
      productName: string;
      amount: string;
      withdrawnAt: string;
      reference: string;
      repayBy: string;
    };

export interface RenderedMessage {
  subject: string;
  body: string;
  /** Extra mail headers (a marketing message's List-Unsubscribe). */
  headers?: Record<string, string>;
}

const signature = '\n\nÜdvözlettel:\nHitelkapu ügyfélszolgálat';
const notYou =
  '\n\nHa nem Ön kezdeményezte, hagyja figyelmen kívül ezt az üzenetet, és kérjen visszahívást a portálon.';

export function renderTemplate(template: MessageTemplate): RenderedMessage {
  switch (template.name) {
    case 'offer-news':
      return {
        subject: template.headline,
        body: `${template.text}\n\nRészletek a portálon:\n${template.link}${signature}\n\nEzt a levelet azért kapja, mert hozzájárult, hogy ajánlatainkról értesítsük. Ha nem kér több ilyen levelet, itt egy kattintással leiratkozhat:\n${template.unsubscribe.pageUrl}\nHozzájárulását a portálon, a Profilom oldalon is visszavonhatja.`,
        headers: {
          'List-Unsubscribe': `<${template.unsubscribe.oneClickUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    case 'registration-code':
      return {
        subject: 'Regisztrációs kód',
        body: `Hitelkapu regisztrációs kódja: ${template.code}. 5 percig érvényes. Ne adja meg senkinek.`,
      };
    case 'registration-exists':
      return {
        subject: 'Már van fiókja a Hitelkapun',
        body: `Valaki ezzel az elérhetőséggel próbált regisztrálni a Hitelkapun, de Önnek már van fiókja. Jelentkezzen be, vagy kérjen új jelszót az „Elfelejtette a jelszavát?” linkkel.${notYou}${signature}`,
      };
    case 'email-confirmation':
      return {
        subject: 'Erősítse meg e-mail címét',
        body: `Köszönjük, hogy regisztrált a Hitelkapun!\n\nE-mail címe megerősítéséhez nyissa meg ezt a linket 24 órán belül:\n${template.link}${notYou}${signature}`,
      };
    case 'login-code':
      return {
        subject: 'Belépési kód',
        body: `Hitelkapu belépési kódja: ${template.code}. 5 percig érvényes. Ne adja meg senkinek.`,
      };
    case 'password-reset-link':
      return {
        subject: 'Új jelszó beállítása',
        body: `Új jelszót kért a Hitelkapun. Az új jelszót ezen a linken állíthatja be, 30 percen belül:\n${template.link}${notYou}${signature}`,
      };
    case 'password-reset-code':
      return {
        subject: 'Jelszó-visszaállító kód',
        body: `Hitelkapu jelszó-visszaállító kódja: ${template.code}. 5 percig érvényes. Ne adja meg senkinek.`,
      };
    case 'password-changed':
      return {
        subject: 'Megváltozott a jelszava',
        body: `Hitelkapu-fiókja jelszavát az imént megváltoztatták, és minden korábbi bejelentkezést lezártunk.${notYou}${signature}`,
      };
    case 'change-email-code':
      return {
        subject: 'Erősítse meg új e-mail címét',
        body: `Az új e-mail cím megerősítő kódja: ${template.code}. 5 percig érvényes. Ne adja meg senkinek.${signature}`,
      };
    case 'change-phone-code':
      return {
        subject: 'Telefonszám megerősítése',
        body: `Hitelkapu: az új telefonszám megerősítő kódja: ${template.code}. 5 percig érvényes.`,
      };
    case 'contact-changed-notice':
      return {
        subject: template.what === 'email' ? 'Megváltozott az e-mail címe' : 'Megváltozott a telefonszáma',
        body: `Hitelkapu-fiókjában az ${template.what === 'email' ? 'e-mail cím' : 'telefonszám'} módosítását kérték erre: ${template.masked}. A módosítás a megerősítő kód beírásával lép életbe.${notYou}${signature}`,
      };
    case 'contact-taken-notice':
      // Goes to an address that already belongs to an account: it carries no code, nothing to use.
      return template.what === 'email'
        ? {
            subject: 'Valaki az Ön e-mail címét próbálta megadni',
            body: `Valaki megpróbálta ezt az e-mail címet egy másik Hitelkapu-fiókhoz hozzáadni. A cím már egy fiókhoz tartozik, ezért nem változtattunk semmit.\n\nHa Ön próbálta, és ezt a címet szeretné használni, jelentkezzen be azzal a fiókkal, amelyhez a cím tartozik.${notYou}${signature}`,
          }
        : {
            subject: 'Valaki az Ön telefonszámát próbálta megadni',
            body: 'Hitelkapu: valaki ezt a telefonszámot próbálta egy másik fiókhoz megadni. A szám már egy fiókhoz tartozik, nem változtattunk semmit. Ha nem Ön volt, nincs teendője.',
          };
    case 'security-code':
      return {
        subject: 'Biztonsági kód',
        body: `Hitelkapu: biztonsági beállításai módosításának kódja: ${template.code}. 5 percig érvényes. Ne adja meg senkinek. Ha nem Ön kérte, változtassa meg jelszavát.`,
      };
    case 'second-factor-off':
      return {
        subject: 'Kikapcsolták a kétlépcsős azonosítást',
        body: `Hitelkapu-fiókjában az imént kikapcsolták a kétlépcsős azonosítást: belépéskor ezután csak a jelszót kérjük. A Profilom oldalon bármikor újra bekapcsolhatja.\n\nHa nem Ön volt, azonnal változtassa meg jelszavát, és kérjen visszahívást a portálon.${signature}`,
      };
    case 'signing-code':
      return {
        subject: 'Aláírási kód',
        body: `Hitelkapu: a ${template.amount} összegű hitelszerződés aláírási kódja: ${template.code}. 5 percig érvényes. Ne adja meg senkinek, munkatársaink soha nem kérik.`,
      };
    case 'contract-signed':
      return {
        subject: 'Aláírta hitelszerződését',
        body: `Köszönjük! ${template.signedAt}-kor aláírta a(z) ${template.productName} hitelszerződését. Az aláírt dokumentumokat a portálon, a Dokumentumaim között bármikor letöltheti. A döntésről értesítjük.${notYou}${signature}`,
      };
    case 'application-result':
      return {
        subject: template.approved ? 'Jóváhagytuk hitelkérelmét' : 'Döntés született hitelkérelméről',
        body: `${template.approved ? 'Jó hírünk van: hitelkérelmét jóváhagytuk.' : 'Hitelkérelméről döntés született.'}${template.reason ? `\n\nIndoklás: ${template.reason}` : ''}\n\nA részleteket és a további teendőket itt olvashatja:\n${template.link}${signature}`,
      };
    case 'decision-review-result':
      return {
        subject: template.changed
          ? 'Munkatársunk megváltoztatta a döntést'
          : 'Munkatársunk felülvizsgálta a döntést',
        body: `${template.changed ? 'Kérésére munkatársunk felülvizsgálta az automatikus döntést, és megváltoztatta: folytathatja az igénylést.' : 'Kérésére munkatársunk felülvizsgálta az automatikus döntést, és az eredeti döntést megerősítette.'}${template.reason ? `\n\nIndoklás: ${template.reason}` : ''}\n\nA részleteket itt olvashatja:\n${template.link}${signature}`,
      };
    case 'correction-requested':
      // The question's wording and the due day only: the reviewer's note and the answers stay
      // on the portal, behind the login.
      return {
        subject:
          template.kind === 'DOCUMENT'
            ? 'Dokumentumot kérünk hitelkérelméhez'
            : 'Adatpontosítást kérünk hitelkérelméhez',
        body: `Hitelkérelme elbírálásához munkatársunknak ${template.kind === 'DOCUMENT' ? 'egy további dokumentumra' : 'egy adat pontosítására'} van szüksége: ${template.fieldLabel}. Kérjük, pótolja a portálon, a Teendők között.\nHatáridő: ${template.dueDate}\n${template.link}${signature}`,
      };
    case 'correction-reminder':
      return {
        subject: 'Emlékeztető: hitelkérelméhez még várunk Önre',
        body: `Emlékeztetjük, hogy hitelkérelme elbírálásához még ${template.kind === 'DOCUMENT' ? 'egy dokumentumra' : 'egy adat pontosítására'} van szükségünk: ${template.fieldLabel}. Kérjük, a határidőig pótolja a portálon, a Teendők között.\nHatáridő: ${template.dueDate}\n${template.link}${signature}`,
      };
    case 'signature-ready':
      return {
        subject: 'Hitelszerződése aláírásra vár',
        body: `Elkészült ${template.amount} összegű hitelszerződése (${template.productName}), és aláírásra vár. Aláírás előtt kérjük, olvassa el figyelmesen; a portálon, a Teendők között írhatja alá.\nAz aláírás utolsó napja: ${template.dueDate}\n${template.link}${signature}`,
      };
    case 'signature-reminder':
      return {
        subject: 'Emlékeztető: hitelszerződése aláírásra vár',
        body: `Hitelszerződése (${template.productName}) elkészült, és aláírásra vár. Ha szeretné megkötni, kérjük, írja alá a portálon, a Teendők között. A határidő után a szerződést már nem lehet aláírni.\nHatáridő: ${template.dueDate}\n${template.link}${signature}`,
      };
    case 'signature-expired':
      return {
        subject: 'Lejárt hitelszerződése aláírási határideje',
        body: `Hitelszerződése (${template.productName}, ${template.amount}) aláírási határideje lejárt, ezért a szerződést már nem lehet aláírni, és az ajánlat sem érvényes tovább. Önnek ebből nem keletkezett kötelezettsége.\n\nHa továbbra is szeretne hitelt felvenni, a portálon lezárhatja ezt a kérelmet, és ajánlataink közül friss feltételekkel új igénylést indíthat:\n${template.link}${signature}`,
      };
    case 'withdrawal-receipt':
      return {
        subject: 'Elállás a hitelszerződéstől – visszaigazolás',
        body: `Visszaigazoljuk, hogy ${template.withdrawnAt}-kor elállt a(z) ${template.productName} hitelszerződéstől (${template.amount}).\nAzonosító: ${template.reference}\n\nHa a kölcsön összegét már folyósítottuk, azt és a folyósítástól a visszafizetésig járó ügyleti kamatot ${template.repayBy}-ig kell visszafizetnie (a 2009. évi CLXII. törvény 20. §-a szerint). Ha még nem folyósítottunk, nincs további teendője.${signature}`,
      };
  }
}
