import { expectConsentAsked, findings, goToBank, logInAtBank, pickBank } from './bank-sync.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, test, waitForApp } from './fixtures.ts';
import {
  answerManualQuestions,
  DEMO_DEALERS,
  expectStep,
  NEW_CAR,
  next,
  openDealerPrescore,
  primaryButtonColour,
  registerLeasingCustomerByPhone,
  rgbOf,
  USED_CAR,
} from './leasing.ts';
import { limitScale } from './limits.ts';
import { freshEmail } from './mailbox.ts';

// Each test is a journey of several screens with password hashing, mailbox reads and a decision.
test.describe.configure({ timeout: 120_000 * limitScale });

test("a customer follows a dealer's link, registers by phone, answers the prescore manually and sees leasing offers in the dealer's colours", async ({
  page,
  request,
}) => {
  const dealer = DEMO_DEALERS.dunakanyar;
  const link = await openDealerPrescore(request, dealer.id, NEW_CAR);

  // Spec §2: a landing link with both ids stores them and goes to the leasing login.
  await page.goto(link.landingPath);
  await expect(page).toHaveURL(/\/leasing\/login$/);
  await waitForApp(page);
  await expect(page.getByRole('banner').getByText(dealer.name)).toBeVisible();
  await registerLeasingCustomerByPhone(page, request);

  // Step 0: the vehicle and the amounts as the dealer set them.
  await waitForApp(page);
  await expectStep(page, 'A jármű és a finanszírozás');
  await expect(page.getByText(NEW_CAR.description)).toBeVisible();
  await expect(page.getByText('12 000 000 Ft')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Önerő' })).toHaveValue('2 400 000');
  await expect(page.getByRole('textbox', { name: 'Futamidő' })).toHaveValue('48');
  await expect(page.getByText(/Kitöltési idő kb\. \d+ perc/)).toBeVisible();
  await expectAccessible(page);
  // By keyboard: a longer term typed into its field, Enter moves on.
  const term = page.getByRole('textbox', { name: 'Futamidő' });
  await term.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('60');
  await page.keyboard.press('Enter');

  await expectStep(page, 'A jövedelmi adatok megadása');
  await page.getByRole('radio', { name: 'Adatok megadása kézzel' }).check();
  await next(page);
  await answerManualQuestions(page, '650000');

  await expectStep(page, 'Összegzés');
  await expect(page.getByText('9 600 000 Ft')).toBeVisible();
  await page.getByRole('button', { name: 'Ajánlataim megtekintése' }).click();

  // The offers, in the dealer's colours, with every figure next to the monthly payment.
  await expect(page.getByRole('heading', { level: 1, name: 'Lízingajánlatai' })).toBeVisible();
  const offers = page.getByRole('article');
  await expect(offers.first()).toBeVisible();
  const first = offers.first();
  for (const figure of [
    'Havi lízingdíj',
    'THM',
    'Teljes visszafizetendő összeg',
    'Önerő',
    'Maradványérték (az utolsó díjjal)',
    'Futamidő',
  ])
    await expect(first.getByText(figure, { exact: true })).toBeVisible();
  await expect(first.getByText('4 800 000 Ft')).toBeVisible();
  await expect(first.getByText('60 hónap')).toBeVisible();
  await expect(first.getByText(/az Ön tulajdonába kerül/)).toBeVisible();
  expect(await primaryButtonColour(page, 'Ezt választom, tovább a lízingkérelemhez')).toBe(
    rgbOf(dealer.primaryColor),
  );
  const toDealer = page.getByRole('link', { name: 'Vissza a kereskedő oldalára' });
  await expect(toDealer).toHaveAttribute(
    'href',
    new RegExp(`^${link.returnUrl}\\?prescore=${link.publicId}`),
  );
  await expectAccessible(page);

  // The saved prescore opens on its result after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lízingajánlatai' })).toBeVisible();

  // The way on: the chosen offer opens the leasing application.
  await page.getByRole('button', { name: 'Ezt választom, tovább a lízingkérelemhez' }).first().click();
  await expect(page).toHaveURL(/\/application$/);
  await waitForApp(page);
});

test('a prescore whose income cannot carry the payment says why, in the second dealer’s look, and what could change', async ({
  page,
  request,
}) => {
  const dealer = DEMO_DEALERS.alfold;
  const link = await openDealerPrescore(request, dealer.id, USED_CAR);
  await page.goto(link.landingPath);
  await expect(page).toHaveURL(/\/leasing\/login$/);
  await waitForApp(page);
  await registerLeasingCustomerByPhone(page, request);

  await waitForApp(page);
  await expectStep(page, 'A jármű és a finanszírozás');
  await expect(page.getByText(USED_CAR.description)).toBeVisible();
  await next(page);
  await expectStep(page, 'A jövedelmi adatok megadása');
  await page.getByRole('radio', { name: 'Adatok megadása kézzel' }).check();
  await next(page);
  await answerManualQuestions(page, '180000');
  await expectStep(page, 'Összegzés');
  expect(await primaryButtonColour(page, 'Ajánlataim megtekintése')).toBe(rgbOf(dealer.primaryColor));
  await page.getByRole('button', { name: 'Ajánlataim megtekintése' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Most nem tudunk lízingajánlatot adni' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Min változtathat?' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Újraszámolás', exact: true })).toBeVisible();
  await expectAccessible(page);

  // The down payment the income allows, recalculated over the stored answers: offers follow.
  await expect(page.getByText(/^Jövedelme alapján ehhez a járműhöz legfeljebb/)).toBeVisible();
  await page.getByRole('button', { name: 'Újraszámolás ezzel az önerővel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lízingajánlatai' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a customer links a bank account in the prescore: the bank step appears, the bank answers the income and the offers follow', async ({
  page,
  request,
}) => {
  const link = await openDealerPrescore(request, DEMO_DEALERS.dunakanyar.id, NEW_CAR);
  await page.goto(link.landingPath);
  await expect(page).toHaveURL(/\/leasing\/login$/);
  await waitForApp(page);
  await registerLeasingCustomerByPhone(page, request);
  await waitForApp(page);
  await expectStep(page, 'A jármű és a finanszírozás');
  await next(page);
  await expectStep(page, 'A jövedelmi adatok megadása');
  const progress = page.getByRole('navigation', { name: 'A lízing előminősítés lépései' });
  await expect(progress.getByText('Bankszámla összekapcsolása')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Bankszámla összekapcsolása' }).check();
  await expect(progress.getByText('Bankszámla összekapcsolása')).toBeVisible();
  await next(page);

  await expectStep(page, 'Bankszámla összekapcsolása');
  await goToBank(page);
  await pickBank(page);
  await logInAtBank(page);
  const consent = await expectConsentAsked(page);
  await consent.getByRole('button', { name: 'Hozzájárulok', exact: true }).click();
  // The bank sends the customer back to the prescore, which opens on the bank step.
  await expect(page).toHaveURL(/\/leasing\/prescore$/);
  await findings(page);
  await expectStep(page, 'Bankszámla összekapcsolása');
  await next(page);

  await expectStep(page, 'Személyes adatok');
  await page.getByLabel('Születési dátum').fill('1985-04-12');
  await page.getByRole('textbox', { name: /Hányan élnek a háztartásában/ }).fill('3');
  await next(page);
  await expectStep(page, 'Jövedelem');
  const yes = (group: string, answer: string) =>
    page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: answer }).check();
  await yes('Honnan származik a fő jövedelme?', 'Munkaviszonyból (alkalmazott vagyok)');
  await yes('Külföldön bejegyzett cég a munkáltatója?', 'Nem');
  await page.getByLabel('Mióta dolgozik a jelenlegi munkahelyén?').fill('2019-03-01');
  await yes('Próbaidejét tölti jelenleg?', 'Nem');
  await yes('Felmondási idejét tölti jelenleg?', 'Nem');
  await yes('Jelenleg keresőképtelen, például táppénzen van?', 'Nem');
  await yes('Az elmúlt 6 hónapban megszakítás nélkül dolgozott?', 'Igen');
  await yes('Határozott idejű a munkaszerződése?', 'Nem');
  // The linked account answered the income: it is not asked.
  await expect(page.getByRole('textbox', { name: 'Havi nettó jövedelem' })).toHaveCount(0);
  await next(page);
  await expectStep(page, 'Meglévő hitelek');
  await yes('Van hitelkártyája vagy folyószámlahitel-kerete?', 'Nem');
  await next(page);

  await expectStep(page, 'Összegzés');
  await expect(page.getByText('Havi nettó jövedelem a bankszámla alapján')).toBeVisible();
  await page.getByRole('button', { name: 'Ajánlataim megtekintése' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lízingajánlatai' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test("a dealer's link opened while someone else is logged in logs them out and opens the leasing login", async ({
  page,
  request,
}) => {
  const email = freshEmail('lizing-masik');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);

  const link = await openDealerPrescore(request, DEMO_DEALERS.dunakanyar.id, NEW_CAR);
  await page.goto(link.landingPath);
  await expect(page).toHaveURL(/\/leasing\/login$/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Belépés a lízing előminősítéshez' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(DEMO_DEALERS.dunakanyar.name)).toBeVisible();

  // The earlier session is gone: a logged-in page sends the visitor to the login.
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
});
