/**
 * Wording of the profile's bank connection section: whether a bank account is linked for the
 * preliminary assessment, since when and until when, what is kept of it, and ending it.
 */
export const internalBankConnectionTokensHu: Record<string, string> = {
  'profile.bankConnection.title': 'Bankszámla-kapcsolat',
  'profile.bankConnection.lead':
    'Ha az előzetes hitelbírálathoz vagy a hitelkérelméhez összekapcsolta bankszámláját, itt látja, mióta él a kapcsolat, meddig szól a hozzájárulása, és mit őrzünk belőle. A kapcsolatot bármikor megszüntetheti.',
  'profile.bankConnection.none': 'Nincs összekapcsolt bankszámlája.',
  'profile.bankConnection.loadError': 'Most nem tudjuk megmutatni a bankszámla-kapcsolatát.',
  'profile.bankConnection.state.linked': 'Bankszámlája össze van kapcsolva.',
  'profile.bankConnection.state.pending':
    'Bankszámlája összekapcsolása folyamatban van: bankja még nem jelezte, hogy megadta-e a hozzájárulását.',
  'profile.bankConnection.state.expired':
    'A bankjának adott hozzájárulás lejárt, bankja már nem ad hozzáférést a számlájához.',
  'profile.bankConnection.since': 'A kapcsolat kezdete',
  'profile.bankConnection.until': 'A hozzájárulás érvényes',
  'profile.bankConnection.untilDate': '{{date}}-ig',
  'profile.bankConnection.untilUnknown': 'Bankja még nem közölte',
  'profile.bankConnection.keptTitle': 'Amit őrzünk',
  'profile.bankConnection.kept.accounts':
    'Számláinak adatai és az elmúlt {{history}} nap tranzakciói, amelyeket egyszer olvastunk ki. Legfeljebb {{days}} napig őrizzük őket, utána automatikusan töröljük.',
  'profile.bankConnection.kept.findings':
    'A tranzakciókból megállapított havi jövedelem és havi hiteltörlesztés.',
  'profile.bankConnection.kept.corrections': 'Az Ön által javított összegek.',
  'profile.bankConnection.kept.nothingYet':
    'Amíg bankja nem válaszol, a bankszámlájából semmilyen adatot nem olvasunk ki és nem tárolunk.',
  'profile.bankConnection.revoke': 'Kapcsolat megszüntetése',
  'profile.bankConnection.dialog.title': 'Megszünteti a bankszámla-kapcsolatot?',
  'profile.bankConnection.dialog.lead':
    'Jelezzük bankjának, hogy visszavonta a hozzájárulását, így a Hitelkapu többé nem fér hozzá a számlájához. A bankszámlájából kiolvasott adatokat és az ezekből megállapított jövedelmet töröljük.',
  'profile.bankConnection.dialog.again':
    'Ha később mégis a bankszámlája alapján szeretné kérni a bírálatot, újra összekapcsolhatja.',
  'profile.bankConnection.dialog.submit': 'Igen, megszüntetem',
  'profile.bankConnection.revoked':
    'A bankszámla-kapcsolatot megszüntette. Bankja már nem ad hozzáférést a számlájához, a kiolvasott adatokat töröltük.',
  'profile.bankConnection.revokedNow': 'Megszüntettük a bankszámla-kapcsolatot.',
};
