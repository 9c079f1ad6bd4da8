import type { DealerBranding } from '@hitelkapu/domain/contracts/dealer-branding';
import type {
  ConfigDealer,
  ConfigDealerInput,
  ConfigMerchant,
  ConfigMerchantInput,
  ConfigMerchantList,
  ConfigPublicFile,
} from '@hitelkapu/domain/contracts/staff-config-partners';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, merchantCategories, merchants, staffAuditLog } from '../../db/schema/index.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { createStaffMember, loginStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { jpegImage, pngImage } from '../../testing/upload-files.ts';

const DEALERS = '/api/staff/config/dealers';
const MERCHANTS = '/api/staff/config/merchants';
const FILES = '/api/staff/config/public-files';

function multipart(bytes: Buffer, contentType = 'application/octet-stream', field = 'file') {
  const boundary = '----hitelkapu-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="kep"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const dealerInput = (change: Partial<ConfigDealerInput> = {}): ConfigDealerInput => ({
  name: 'Dunakanyar Autóház Kft.',
  primaryColor: '#1a4b8c',
  secondaryColor: '#0b2545',
  buttonTextColor: '#ffffff',
  borderRadius: 8,
  buttonRadius: 12,
  bigLogo: null,
  compactLogo: null,
  heroImage: null,
  ...change,
});

const merchantInput = (change: Partial<ConfigMerchantInput> = {}): ConfigMerchantInput => ({
  name: 'Balatoni Kerékpárbolt',
  tagline: 'Túra- és városi kerékpárok, szervizzel.',
  description: 'Kerékpárok és kiegészítők Siófokon, saját szervizzel.',
  howToBuy: 'Válassza a Hitelkapu áruhitelt a fizetésnél.',
  categoryIds: ['kerekpar'],
  websiteUrl: 'https://www.balatoni-kerekpar.pelda.hu',
  city: 'Siófok',
  address: '8600 Siófok, Fő utca 10.',
  phone: '+36 84 555 0100',
  email: 'bolt@balatoni-kerekpar.pelda.hu',
  listed: true,
  ...change,
});

describe('configuration editor: dealers and shops', () => {
  let t: TestApp;
  let configurator: { authorization: string };
  let reviewer: { authorization: string };
  let admin: { authorization: string };
  let customer: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(merchantCategories).values([
      { id: 'kerekpar', name: 'Kerékpár', sortOrder: 1 },
      { id: 'sport-szabadido', name: 'Sport és szabadidő', sortOrder: 2 },
    ]);
    configurator = (
      await loginStaff(t.app, await createStaffMember(t.database.db, { roles: ['CONFIGURATOR'] }))
    ).auth;
    reviewer = (
      await loginStaff(
        t.app,
        await createStaffMember(t.database.db, { roles: ['REVIEWER', 'SENIOR_REVIEWER'] }),
      )
    ).auth;
    admin = (await loginStaff(t.app, await createStaffMember(t.database.db, { roles: ['ADMIN'] }))).auth;
    ({ auth: customer } = await createConfirmedCustomer(t.app, t.database.db));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const auditOf = (subjectKind: string, subjectId: string) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectKind, subjectKind), eq(staffAuditLog.subjectId, subjectId)));
  const createDealer = async (change: Partial<ConfigDealerInput> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: DEALERS,
      headers: configurator,
      payload: dealerInput(change),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ConfigDealer>();
  };
  const putDealer = (dealer: ConfigDealer, change: Partial<ConfigDealerInput & { version: number }>) =>
    t.app.inject({
      method: 'PUT',
      url: `${DEALERS}/${dealer.id}`,
      headers: configurator,
      payload: { ...dealerInput({ ...dealer }), version: dealer.version, ...change },
    });
  const publicBranding = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/administration/dealer/branding/external/${id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DealerBranding>();
  };
  const upload = (bytes: Buffer, contentType?: string) =>
    t.app.inject({ method: 'POST', url: FILES, ...withAuth(multipart(bytes, contentType)) });
  const withAuth = (form: ReturnType<typeof multipart>) => ({
    payload: form.payload,
    headers: { ...form.headers, ...configurator },
  });
  const stores = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/merchants/customer',
      headers: customer,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string; name: string; tagline: string }[]>();
  };
  const createMerchant = async (change: Partial<ConfigMerchantInput> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: MERCHANTS,
      headers: configurator,
      payload: merchantInput(change),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ConfigMerchant>();
  };
  const putMerchant = (
    merchant: ConfigMerchant,
    change: Partial<ConfigMerchantInput & { version: number }>,
  ) => {
    const { id: _id, version, ...listing } = merchant;
    return t.app.inject({
      method: 'PUT',
      url: `${MERCHANTS}/${merchant.id}`,
      headers: configurator,
      payload: { ...listing, version, ...change },
    });
  };

  it('a colour change reaches the public branding read at once, with one audit row holding before and after', async () => {
    const dealer = await createDealer();
    expect((await auditOf('DEALER', dealer.id)).map((row) => row.action)).toEqual(['DEALER_CREATED']);
    expect((await publicBranding(dealer.id)).primaryColor).toBe('#1a4b8c');

    const res = await putDealer(dealer, { primaryColor: '#0B5D3B', borderRadius: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<ConfigDealer>();
    expect(saved.version).toBe(dealer.version + 1);
    expect(saved.primaryColor).toBe('#0b5d3b');

    const branding = await publicBranding(dealer.id);
    expect(branding.primaryColor).toBe('#0b5d3b');
    expect(branding.borderRadius).toBe(4);

    const changes = (await auditOf('DEALER', dealer.id)).filter((row) => row.action === 'DEALER_CHANGED');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.before).toMatchObject({ primaryColor: '#1a4b8c', borderRadius: 8, version: 1 });
    expect(changes[0]?.after).toMatchObject({ primaryColor: '#0b5d3b', borderRadius: 4, version: 2 });
    expect(JSON.stringify(changes[0])).not.toMatch(/webhook|secret/i);
  });

  it('refuses a button text below 4.5:1 on the primary colour with 422 naming the field and the ratio, changing nothing', async () => {
    const dealer = await createDealer({ name: 'Alacsony Kontraszt Kft.' });
    const res = await putDealer(dealer, { primaryColor: '#77aadd', buttonTextColor: '#ffffff' });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors).toEqual({ buttonTextColor: 'errors.staffConfig.contrastTooLowField' });
    expect(body.message).toContain('2,44:1');
    expect(body.message).toContain('4,50:1');

    const [row] = await t.database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(row?.primaryColor).toBe('#1a4b8c');
    expect(row?.version).toBe(1);
    expect(await auditOf('DEALER', dealer.id)).toHaveLength(1);

    const created = await t.app.inject({
      method: 'POST',
      url: DEALERS,
      headers: configurator,
      payload: dealerInput({ name: 'Sárga Gomb Bt.', primaryColor: '#ffd43b', buttonTextColor: '#ffffff' }),
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().fieldErrors).toHaveProperty('buttonTextColor');
  });

  it('refuses malformed colours and radii out of 0–24 with 400 on their fields', async () => {
    const dealer = await createDealer({ name: 'Formátum Autó Kft.' });
    for (const change of [
      { primaryColor: 'red' },
      { secondaryColor: 'url(x)' },
      { buttonRadius: 25 },
      { borderRadius: -1 },
    ]) {
      const res = await putDealer(dealer, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(Object.keys(change));
    }
  });

  it('a stale save is 409 and changes nothing; the fresh version saves', async () => {
    const dealer = await createDealer({ name: 'Két Szerkesztő Kft.' });
    expect((await putDealer(dealer, { name: 'Első mentés Kft.' })).statusCode).toBe(200);
    const stale = await putDealer(dealer, { name: 'Második mentés Kft.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fieldErrors).toEqual({ version: 'errors.staffConfig.dealerStale' });
    expect((await publicBranding(dealer.id)).name).toBe('Első mentés Kft.');
    expect(await auditOf('DEALER', dealer.id)).toHaveLength(2);
    const fresh = await putDealer(
      { ...dealer, name: 'Első mentés Kft.', version: 2 },
      { name: 'Második mentés Kft.' },
    );
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<ConfigDealer>().version).toBe(3);
  });

  it('takes a PNG or JPEG proven by its bytes and refuses a wrong magic number, an SVG and a file over 2 MB', async () => {
    const png = await upload(pngImage(32, 16), 'image/png');
    expect(png.statusCode, png.body).toBe(201);
    const file = png.json<ConfigPublicFile>();
    expect(file).toMatchObject({ contentType: 'image/png', width: 32, height: 16 });
    expect((await auditOf('PUBLIC_FILE', file.id)).map((row) => row.action)).toEqual([
      'PUBLIC_FILE_UPLOADED',
    ]);
    expect((await upload(jpegImage(8, 8))).statusCode).toBe(201);

    const fake = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
    const wrongMagic = await upload(fake, 'image/png');
    expect(wrongMagic.statusCode).toBe(400);
    expect(wrongMagic.json().fieldErrors).toEqual({ file: 'errors.dealers.imageType' });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'));
    expect(svg.statusCode).toBe(400);
    const large = Buffer.concat([pngImage(8, 8), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(large, 'image/png');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().fieldErrors).toEqual({ file: 'errors.dealers.imageTooLarge' });

    // The uploaded image becomes the dealer's logo; an id never uploaded is refused.
    const dealer = await createDealer({ name: 'Logós Autó Kft.', compactLogo: file.id });
    expect((await publicBranding(dealer.id)).compactLogo).toBe(file.id);
    const unknown = await putDealer(dealer, { heroImage: '0b9c5e1d-2f4a-4c6b-8d7e-9f0a1b2c3d4e' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ heroImage: 'errors.staffConfig.imageNotFound' });
  });

  it('refuses every partner call to a reviewer (403) and keeps API keys with the administrators', async () => {
    const dealer = await createDealer({ name: 'Jogosultság Autó Kft.' });
    const calls = [
      { method: 'GET' as const, url: DEALERS },
      { method: 'POST' as const, url: DEALERS, payload: dealerInput({ name: 'Tiltott Kft.' }) },
      { method: 'PUT' as const, url: `${DEALERS}/${dealer.id}`, payload: { ...dealerInput(), version: 1 } },
      { method: 'GET' as const, url: MERCHANTS },
      { method: 'POST' as const, url: MERCHANTS, payload: merchantInput({ name: 'Tiltott Bolt' }) },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: reviewer });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const form = multipart(pngImage());
    const refusedUpload = await t.app.inject({
      method: 'POST',
      url: FILES,
      payload: form.payload,
      headers: { ...form.headers, ...reviewer },
    });
    expect(refusedUpload.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: DEALERS, headers: admin })).statusCode).toBe(403);
    const keys = await t.app.inject({
      method: 'POST',
      url: `/api/staff/dealers/${dealer.id}/api-keys`,
      headers: configurator,
      payload: { mode: 'test' },
    });
    expect(keys.statusCode).toBe(403);
    expect((await publicBranding(dealer.id)).name).toBe('Jogosultság Autó Kft.');
  });

  it('a shop created and then edited shows its new listing in /stores, with one audit row per change', async () => {
    const merchant = await createMerchant();
    expect((await stores()).map((shop) => shop.name)).toContain('Balatoni Kerékpárbolt');

    const res = await putMerchant(merchant, {
      tagline: 'Kerékpárok, alkatrészek és szerviz a Balaton partján.',
      categoryIds: ['kerekpar', 'sport-szabadido'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<ConfigMerchant>();
    expect(saved.version).toBe(2);
    const shop = (await stores()).find((candidate) => candidate.id === merchant.id);
    expect(shop?.tagline).toBe('Kerékpárok, alkatrészek és szerviz a Balaton partján.');

    const rows = await auditOf('MERCHANT', merchant.id);
    expect(rows.map((row) => row.action)).toEqual(['MERCHANT_CREATED', 'MERCHANT_CHANGED']);
    const change = rows.find((row) => row.action === 'MERCHANT_CHANGED');
    expect(change?.before).toMatchObject({ tagline: 'Túra- és városi kerékpárok, szervizzel.', version: 1 });
    expect(change?.after).toMatchObject({ categoryIds: ['kerekpar', 'sport-szabadido'], version: 2 });

    // Saving the same values again changes nothing and writes nothing.
    const same = await putMerchant(saved, {});
    expect(same.statusCode).toBe(200);
    expect(same.json<ConfigMerchant>().version).toBe(2);
    expect(await auditOf('MERCHANT', merchant.id)).toHaveLength(2);
  });

  it('an unlisted shop disappears from /stores and from its own page', async () => {
    const merchant = await createMerchant({ name: 'Eltűnő Sportbolt', categoryIds: ['sport-szabadido'] });
    expect((await stores()).map((shop) => shop.id)).toContain(merchant.id);
    const res = await putMerchant(merchant, { listed: false });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stores()).map((shop) => shop.id)).not.toContain(merchant.id);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/merchant/customer/${merchant.id}`,
      headers: customer,
    });
    expect(page.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: MERCHANTS, headers: configurator });
    const listed = list.json<ConfigMerchantList>();
    expect(listed.items.find((item) => item.id === merchant.id)?.listed).toBe(false);
    expect(listed.categories.map((category) => category.id)).toEqual(['kerekpar', 'sport-szabadido']);
  });

  it('refuses a taken name (409, any letter case), an http address and an unknown category, writing nothing', async () => {
    const merchant = await createMerchant({ name: 'Egyedi Név Bolt' });
    const taken = await t.app.inject({
      method: 'POST',
      url: MERCHANTS,
      headers: configurator,
      payload: merchantInput({ name: 'egyedi név bolt' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ name: 'errors.staffConfig.merchantNameTaken' });
    expect(taken.json().message).toBe('Ilyen nevű üzlet már van. Adjon meg másik nevet.');
    const other = await createMerchant({ name: 'Másik Bolt' });
    expect((await putMerchant(other, { name: 'Egyedi Név Bolt' })).statusCode).toBe(409);

    const http = await putMerchant(merchant, { websiteUrl: 'http://bolt.pelda.hu' });
    expect(http.statusCode).toBe(400);
    expect(http.json().fieldErrors).toEqual({ websiteUrl: 'errors.staffConfig.merchantWebsite' });
    const script = await putMerchant(merchant, { websiteUrl: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    const contacts = await putMerchant(merchant, { phone: 'hívjon', email: 'nem-email' });
    expect(contacts.statusCode).toBe(400);
    expect(contacts.json().fieldErrors).toEqual({ phone: 'validation.phone', email: 'validation.email' });
    const category = await putMerchant(merchant, { categoryIds: ['nincs-ilyen'] });
    expect(category.statusCode).toBe(400);
    expect(category.json().fieldErrors).toEqual({
      categoryIds: 'errors.staffConfig.merchantCategoryUnknown',
    });
    const stale = await putMerchant({ ...merchant, version: 7 }, { city: 'Pécs' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fieldErrors).toEqual({ version: 'errors.staffConfig.merchantStale' });

    const [row] = await t.database.db.select().from(merchants).where(eq(merchants.id, merchant.id));
    expect(row).toMatchObject({
      version: 1,
      websiteUrl: 'https://www.balatoni-kerekpar.pelda.hu',
      city: 'Siófok',
    });
    expect(await auditOf('MERCHANT', merchant.id)).toHaveLength(1);
  });
});
