import { customerOnOffers } from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, presetCookieChoiceIn, test } from './fixtures.ts';
import { limitScale } from './limits.ts';
import { freshEmail } from './mailbox.ts';
import { DEMO_STAFF, logInAsStaff } from './staff.ts';

// A configurator's session, a customer's whole preliminary assessment, and the configurator again.
test.describe.configure({ timeout: 180_000 * limitScale });

const PRODUCT = 'Rugalmas Személyi Kölcsön';

test("a configurator changes a personal loan's rate in the editor, and a customer's next preliminary assessment offers the new rate", async ({
  page,
  browser,
  request,
}) => {
  const staffContext = await browser.newContext();
  await presetCookieChoiceIn(staffContext);
  const staff = await staffContext.newPage();
  await logInAsStaff(staff, DEMO_STAFF.configurator);
  await expect(staff).toHaveURL(/\/staff\/config\/products$/);
  await expect(staff.getByRole('heading', { name: 'Termékek és kamatok', level: 1 })).toBeVisible();

  // The band from 3 000 000 Ft: a loan of 3 500 000 Ft falls in it (other journeys ask for less).
  const product = staff.getByRole('article', { name: PRODUCT });
  const changeRate = async (from: string, to: string) => {
    await product.getByRole('button', { name: `${PRODUCT} szerkesztése` }).click();
    await product.getByLabel('Éves ügyleti kamat').nth(2).fill(to);
    await product.getByRole('button', { name: 'Módosítások áttekintése' }).click();
    const confirm = staff.getByRole('dialog', { name: 'A módosítás áttekintése' });
    await expect(confirm.getByRole('listitem')).toHaveCount(1);
    await expect(confirm.getByRole('listitem')).toContainText('3. kamatsáv');
    await expect(confirm.getByRole('listitem')).toContainText(`${from} %`);
    await expect(confirm.getByRole('listitem')).toContainText(`${to} %`);
    await confirm.getByRole('button', { name: 'Mentés' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'módosítását elmentettük' })).toBeVisible();
    await expect(product.getByRole('row').filter({ hasText: /^3\s000\s000/ })).toContainText(`${to} %`);
  };
  await changeRate('12,9', '11,4');
  await expectAccessible(staff);

  const email = freshEmail('kamatvaltozas');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await customerOnOffers(page, '3500000', '60', '900000');
  const offer = page.getByRole('article').filter({ hasText: PRODUCT });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('11,4 %');

  // The shipped rate back, for the journeys that run after this one.
  await changeRate('11,4', '12,9');
  await staffContext.close();
});
