import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD } from './customers.ts';
import { expect } from './fixtures.ts';
import { asDisplayedPhone, codeIn, freshMobileDigits, latestMessageTo } from './mailbox.ts';
import { DEMO_STAFF, staffToken } from './staff.ts';

/** The demo dealers of the seed (apps/server/src/seed/dealers.ts) and their colours. */
export const DEMO_DEALERS = {
  dunakanyar: {
    id: 'd1a7e2b0-5c3f-4e8a-9b61-2f0c4d8e1a01',
    name: 'Dunakanyar Autóház',
    primaryColor: '#1d4e89',
  },
  alfold: {
    id: 'a1f0d3c2-6b4e-4f9a-8c72-3e1d5f9b2a02',
    name: 'Alföld Autó Centrum',
    primaryColor: '#1f6f4a',
  },
} as const;

/** The administrator's token, one login per worker: API keys are issued by the ADMIN role. */
let adminToken: Promise<string> | null = null;

export interface DealerVehicle {
  condition: 'NEW' | 'USED';
  firstRegistrationDate?: string;
  description: string;
  price: number;
  downPayment: number;
  residualValue: number;
  duration: number;
}

/** The DOMAIN.md example: a new car for 12 000 000 Ft, 20 % down, residual value 40 %, 48 months. */
export const NEW_CAR: DealerVehicle = {
  condition: 'NEW',
  description: 'Škoda Octavia Combi 1.5 TSI Style',
  price: 12_000_000,
  downPayment: 2_400_000,
  residualValue: 4_800_000,
  duration: 48,
};

export const USED_CAR: DealerVehicle = {
  condition: 'USED',
  firstRegistrationDate: '2021-05-14',
  description: 'Toyota Corolla Touring Sports 1.8 Hybrid',
  price: 7_490_000,
  downPayment: 1_800_000,
  residualValue: 2_200_000,
  duration: 48,
};

/**
 * A fresh prescore for a dealer, opened the way a dealer opens one: a member of staff issues the
 * dealer an API key, the dealer posts the vehicle to its API and gets the landing link. Each test
 * gets its own, since a prescore belongs to the first customer who opens it (decision 033).
 */
export async function openDealerPrescore(
  request: APIRequestContext,
  dealerId: string,
  vehicle: DealerVehicle,
): Promise<{ publicId: string; landingPath: string; returnUrl: string }> {
  adminToken ??= staffToken(request, DEMO_STAFF.admin);
  const token = await adminToken;
  const issued = await request.post(`/api/staff/dealers/${dealerId}/api-keys`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(issued.status()).toBe(201);
  const { key } = (await issued.json()) as { key: string };
  const returnUrl = 'https://kereskedo.example/lizing/visszateres';
  const { description, firstRegistrationDate, condition, ...figures } = vehicle;
  const created = await request.post('/dealer-api/v1/prescores', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      vehicle: { condition, firstRegistrationDate: firstRegistrationDate ?? null, description },
      ...figures,
      returnUrl,
    },
  });
  expect(created.status()).toBe(201);
  const prescore = (await created.json()) as { publicId: string; landingPath: string };
  return { ...prescore, returnUrl };
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Kód, 1. számjegy' }).click();
  await page.keyboard.type(code);
}

/**
 * From the leasing login, a first-time customer registers by phone (a leasing account) and
 * confirms the number with the code from the dev mailbox; the code step lands on the prescore.
 */
export async function registerLeasingCustomerByPhone(page: Page, request: APIRequestContext) {
  const digits = freshMobileDigits();
  await page.getByRole('link', { name: 'Regisztráljon telefonszámmal' }).click();
  await page.getByRole('textbox', { name: 'Vezetéknév' }).fill('Lakatos');
  await page.getByRole('textbox', { name: 'Keresztnév' }).fill('Lili');
  const phone = page.getByRole('textbox', { name: 'Telefonszám' });
  await phone.click();
  await phone.pressSequentially(digits);
  await expect(phone).toHaveValue(asDisplayedPhone(digits));
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(PASSWORD);
  for (const title of ['Általános Szerződési Feltételek', 'Adatkezelési tájékoztató']) {
    await page.getByRole('checkbox', { name: new RegExp(`Elolvastam és elfogadom: ${title}`) }).check();
  }
  await page.getByRole('button', { name: 'Tovább a kód megadásához' }).click();
  await expect(page.getByRole('heading', { name: 'Írja be az SMS-ben kapott kódot' })).toBeVisible();
  await enterCode(page, codeIn(await latestMessageTo(request, asDisplayedPhone(digits))));
  await page.getByRole('button', { name: 'Belépés és tovább az előminősítéshez' }).click();
  await expect(page).toHaveURL(/\/leasing\/prescore$/);
  return { digits };
}

/** Waits for a wizard step by its heading (the step title takes the focus after a move). */
export async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Tovább', exact: true }).click();
}

async function chooseRadio(page: Page, group: string | RegExp, answer: string) {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: answer }).check();
}

/** The manual answers of an employee with a steady income; `salary` decides the outcome. */
export async function answerManualQuestions(page: Page, salary: string) {
  await expectStep(page, 'Személyes adatok');
  await page.getByLabel('Születési dátum').fill('1985-04-12');
  await page.getByRole('textbox', { name: /Hányan élnek a háztartásában/ }).fill('3');
  await next(page);

  await expectStep(page, 'Jövedelem');
  await chooseRadio(page, 'Honnan származik a fő jövedelme?', 'Munkaviszonyból (alkalmazott vagyok)');
  await chooseRadio(page, 'Külföldön bejegyzett cég a munkáltatója?', 'Nem');
  await page.getByLabel('Mióta dolgozik a jelenlegi munkahelyén?').fill('2019-03-01');
  await chooseRadio(page, 'Próbaidejét tölti jelenleg?', 'Nem');
  await chooseRadio(page, 'Felmondási idejét tölti jelenleg?', 'Nem');
  await chooseRadio(page, 'Jelenleg keresőképtelen, például táppénzen van?', 'Nem');
  await chooseRadio(page, 'Az elmúlt 6 hónapban megszakítás nélkül dolgozott?', 'Igen');
  await chooseRadio(page, 'Határozott idejű a munkaszerződése?', 'Nem');
  await page.getByRole('textbox', { name: 'Havi nettó jövedelem' }).fill(salary);
  await next(page);

  await expectStep(page, 'Meglévő hitelek');
  await chooseRadio(page, 'Törleszt jelenleg hitelt vagy lízinget?', 'Nem');
  await chooseRadio(page, 'Van hitelkártyája vagy folyószámlahitel-kerete?', 'Nem');
  await next(page);
}

/** The computed background colour of the page's primary action, as `rgb(r, g, b)`. */
export async function primaryButtonColour(page: Page, name: string | RegExp) {
  return page
    .getByRole('button', { name })
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}

export function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
