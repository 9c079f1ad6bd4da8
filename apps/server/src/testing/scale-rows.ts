/**
 * Customers in bulk with the rows their own lists read, for the load test at scale
 * (bench/scale-seed.ts, bench part `scale`) and the index test of those lists: loan
 * applications over three years with their positions spread over the lifecycle, signature
 * to-dos, corrections, documents, and purchases with their events. PostgreSQL only.
 *
 * Rows are made on the server (INSERT … SELECT over generate_series), a batch of customers
 * and everything of theirs in a few statements, not a round trip per row. Every customer has
 * the same password, SCALE_PASSWORD: one argon2id hash is computed once and written into
 * every row. Customer number n is scale.<n>@pelda.hu with the id scaleCustomerId(n).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from '../modules/auth/passwords.ts';

/** The password of every seeded customer. */
export const SCALE_PASSWORD = 'Skala-meres-jelszava-2026';

/** The seeded customer number n's e-mail address. */
export const scaleEmail = (n: number) => `scale.${n}@pelda.hu`;

/** The seeded customer number n's id: md5('hk-scale-customer-' || n)::uuid, as the SQL makes it. */
export function scaleCustomerId(n: number): string {
  const hex = createHash('md5').update(`hk-scale-customer-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ScaleRowsOptions {
  customers: number;
  applications: number;
  batch?: number;
  /** Add to a database that already has customers (numbered after them). */
  force?: boolean;
  /**
   * Load a large seed in one transaction with the tables' secondary indexes dropped, and
   * build them again at its end: an index built once is far cheaper than one kept up row by
   * row. Should the load stop half-way, the transaction rolls back with the indexes intact.
   */
  rebuildIndexes?: boolean;
  log?: (line: string) => void;
}

export interface ScaleRowsResult {
  rows: Record<string, number>;
  elapsedMs: number;
  /** The first customer number of this seeding (after the customers already there). */
  firstCustomer: number;
}

/**
 * Applications per customer before scaling, by customer bucket ((n * 7) mod 20): most have
 * one to five, a few six; the mean is 3.
 */
const APPLICATIONS_BY_BUCKET = [1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6];

/** Per bucket, the applications of a customer, and the extra spread over the first customers so the total is exact. */
function applicationPlan(customers: number, applications: number, firstCustomer: number) {
  const ratio = applications / customers;
  const table = APPLICATIONS_BY_BUCKET.map((k) => Math.floor((k * ratio) / 3));
  let base = 0;
  for (let bucket = 0; bucket < 20; bucket += 1) {
    // How many n in [first, first + customers) have (n * 7) mod 20 = bucket: 7 is invertible mod 20.
    const residue = (bucket * 3) % 20; // 7 * 3 = 21 ≡ 1 (mod 20)
    const last = firstCustomer + customers - 1;
    const count = Math.floor((last - residue) / 20) - Math.floor((firstCustomer - 1 - residue) / 20);
    base += count * (table[bucket] ?? 0);
  }
  const extra = Math.max(0, applications - base);
  return {
    table,
    perCustomer: Math.floor(extra / customers),
    remainder: extra % customers,
  };
}

export const SCALE_TABLES = [
  'customers',
  'loan_applications',
  'signature_todos',
  'corrections',
  'customer_documents',
  'purchases',
  'purchase_events',
] as const;

export async function countScaleRows(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SCALE_TABLES) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * Adds `customers` customers and `applications` applications (exactly) with their rows to a
 * migrated database that has the portal's content (products, flows); one transaction per batch.
 */
export async function addScaleRows(client: pg.Client, options: ScaleRowsOptions): Promise<ScaleRowsResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  try {
    const existing = Number(
      (await client.query<{ n: string }>('select count(*) as n from customers')).rows[0]?.n ?? 0,
    );
    if (existing > 0 && !options.force) {
      throw new Error(`the database already has ${existing} customers; give --force to add more`);
    }
    // This connection only: a lost last batch after a crash costs nothing here.
    await client.query('set synchronous_commit = off');
    const firstCustomer = existing + 1;
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    const flowId = (await client.query<{ id: string }>('select id from flow_definitions order by id limit 1'))
      .rows[0]?.id;
    const offerIds = (
      await client.query<{ id: number }>(
        "select id from loan_products where kind = 'PERSONAL_LOAN' order by id",
      )
    ).rows.map((row) => row.id);
    if (!flowId || offerIds.length === 0)
      throw new Error('the content seed left no flow or no personal loan');
    const reviewer = (
      await client.query<{ id: string }>(
        `insert into staff_users (email, name, password_hash, roles)
         values ('scale.reviewer@pelda.hu', 'Skála Bíráló', $1, array['REVIEWER'])
         on conflict (email) do update set name = excluded.name returning id`,
        [passwordHash],
      )
    ).rows[0]?.id;
    const merchant = (
      await client.query<{ id: string }>(
        `insert into merchants (name, tagline, description, how_to_buy, category_ids, website_url, city, address, listed)
         values ('Skála Áruház', 'Minden egy helyen', 'Műszaki cikkek és háztartási gépek.',
                 'Válassza a részletfizetést a pénztárnál.', array[]::text[], 'https://skala-aruhaz.example',
                 'Budapest', '1117 Budapest, Minta utca 1.', 0)
         on conflict (name) do update set city = excluded.city returning id`,
      )
    ).rows[0]?.id;
    const plan = applicationPlan(options.customers, options.applications, firstCustomer);
    const batch = options.batch ?? 50_000;
    const last = firstCustomer + options.customers - 1;

    const outer = options.rebuildIndexes === true;
    let dropped: { indexname: string; indexdef: string }[] = [];
    if (outer) {
      await client.query('begin');
      // Indexes that back no constraint (primary keys and UNIQUE constraints stay).
      dropped = (
        await client.query<{ indexname: string; indexdef: string }>(
          `select indexname, indexdef from pg_indexes i
            where schemaname = 'public' and tablename = any($1)
              and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
          [[...SCALE_TABLES]],
        )
      ).rows;
      for (const index of dropped) await client.query(`drop index "${index.indexname}"`);
      log(`dropped ${dropped.length} secondary indexes for the load`);
    }
    for (let lo = firstCustomer; lo <= last; lo += batch) {
      const hi = Math.min(last, lo + batch - 1);
      const batchStarted = performance.now();
      if (!outer) await client.query('begin');
      // Customers: confirmed e-mail, no second factor; created evenly over three years.
      await client.query(
        `insert into customers (id, email, phone, password_hash, first_name, last_name, status,
                                email_confirmed_at, created_at, updated_at)
         select md5('hk-scale-customer-' || n)::uuid,
                'scale.' || n || '@pelda.hu',
                case when n % 3 = 0 then null
                     else '+36 ' || (array['20','30','70'])[1 + n % 3] || ' ' ||
                          lpad(((n / 10000) % 1000)::text, 3, '0') || ' ' || lpad((n % 10000)::text, 4, '0') end,
                $3,
                (array['Anna','Bence','Csilla','Dániel','Eszter','Ferenc','Gabriella','Gergő','Hanna','István',
                       'Judit','Kristóf','Laura','Márton','Nóra','Péter','Réka','Tamás','Viktória','Zoltán'])[1 + n % 20],
                (array['Nagy','Kovács','Tóth','Szabó','Horváth','Varga','Kiss','Molnár','Németh','Farkas',
                       'Balogh','Papp','Takács','Juhász','Lakatos','Mészáros','Oláh','Simon','Rácz','Fekete'])[1 + (n / 20) % 20],
                'REGISTERED',
                t.created_at + interval '10 minutes',
                t.created_at, t.created_at
           from generate_series($1::int, $2::int) as n
           -- n in the expression keeps it per row (an uncorrelated subquery runs once)
           cross join lateral (select now() - interval '3 years' * random() - interval '0' * n as created_at) as t`,
        [lo, hi, passwordHash],
      );
      // Applications and the rows that hang on them, in one statement (sibling CTEs see each
      // other's rows when the foreign keys are checked at its end).
      await client.query(
        `with plan as (
           select n, c.created_at as customer_created,
                  (($3::int[])[1 + (n * 7) % 20] + $4::int + case when n - $5::int < $6::int then 1 else 0 end) as k
             from generate_series($1::int, $2::int) as n
             join customers c on c.id = md5('hk-scale-customer-' || n)::uuid
         ),
         shaped as (
           select p.n, j, p.k, md5('hk-scale-customer-' || p.n)::uuid as customer_id,
                  -- the customer's newest application is still open one time in four
                  (j = p.k and random() < 0.25) as open,
                  random() as pick,
                  p.customer_created + (now() - p.customer_created) * ((j - 1 + random()) / p.k) as created_at,
                  (10 + floor(random() * 190))::int * 50000 as amount,
                  (array[12, 24, 36, 48, 60, 72, 84])[1 + floor(random() * 7)::int] as duration,
                  ($7::int[])[1 + floor(random() * array_length($7::int[], 1))::int] as offer_id
             from plan p
             cross join lateral generate_series(1, p.k) as j
         ),
         placed as (
           select s.*,
                  case when s.open then
                         (array['INTRO','FLOW','FLOW','FLOW','OVERVIEW','SCORING','KYC_CHOOSE','KYC_WAITING',
                                'CONTRACT_CHECK','SIGN_CHOOSE','SIGN_WAITING','UNDER_REVIEW','UNDER_REVIEW',
                                'OFFLINE_UNDER_REVIEW'])[1 + floor(s.pick * 14)::int]
                       when s.pick < 0.35 then 'CLOSED'
                       when s.pick < 0.65 then 'COMPLETED'
                       when s.pick < 0.9 then 'RESULT'
                       else 'OFFLINE_RESULT' end as position,
                  case when s.open then greatest(s.created_at, now() - interval '45 days' * random())
                       else s.created_at end as made_at
             from shaped s
         ),
         apps as (
           insert into loan_applications (customer_id, offer_id, flow_id, assessment_id, amount, duration, quote,
                                          answers, position, flow_index, status, status_result, kyc_types, sig_types,
                                          signature_state, identity_verified_at, signed_at, concluded_at,
                                          created_at, updated_at, closed_at)
           select customer_id, offer_id, $8, gen_random_uuid(), amount, duration,
                  jsonb_build_object('amount', amount, 'months', duration, 'annualRatePercent', 14.9,
                    'monthlyInstalment', round(amount * 0.0124 / (1 - power(1.0124, -duration)))::int,
                    'monthlyFee', 0,
                    'monthlyPayment', round(amount * 0.0124 / (1 - power(1.0124, -duration)))::int,
                    'disbursementFee', 0,
                    'totalInterest', round(amount * 0.0124 / (1 - power(1.0124, -duration)))::int * duration - amount,
                    'totalRepayable', round(amount * 0.0124 / (1 - power(1.0124, -duration)))::int * duration,
                    'totalCost', round(amount * 0.0124 / (1 - power(1.0124, -duration)))::int * duration - amount,
                    'thm', 16.0, 'thmCap', 30.5),
                  case when position in ('INTRO', 'FLOW') then '{}'::jsonb
                       else jsonb_build_object('employment', 'EMPLOYEE', 'netIncome', (300000 + floor(random() * 700000))::int::text) end,
                  position,
                  case when position = 'INTRO' then 0 when position = 'FLOW' then floor(random() * 6)::int else 6 end,
                  case position when 'UNDER_REVIEW' then 'UNDER_REVIEW' when 'OFFLINE_UNDER_REVIEW' then 'UNDER_REVIEW'
                                when 'RESULT' then 'BANK_RESULT' when 'OFFLINE_RESULT' then 'BANK_RESULT'
                                when 'CLOSED' then 'CLOSED' when 'COMPLETED' then 'COMPLETED' end,
                  case position when 'RESULT' then (array['APPROVED','REJECT'])[1 + floor(random() * 2)::int]
                                when 'OFFLINE_RESULT' then 'APPROVED' when 'COMPLETED' then 'APPROVED' end,
                  '["VIDEO"]'::jsonb, '["SMS"]'::jsonb,
                  case when position in ('CONTRACT_CHECK', 'SIGN_CHOOSE', 'SIGN_WAITING', 'UNDER_REVIEW',
                                         'OFFLINE_UNDER_REVIEW', 'COMPLETED') then 'READY' else 'NOT_READY' end,
                  case when position in ('CONTRACT_CHECK', 'SIGN_CHOOSE', 'SIGN_WAITING', 'UNDER_REVIEW',
                                         'OFFLINE_UNDER_REVIEW', 'COMPLETED') then made_at + interval '1 day' end,
                  case when position in ('UNDER_REVIEW', 'OFFLINE_UNDER_REVIEW', 'COMPLETED') then made_at + interval '2 days' end,
                  case when position = 'COMPLETED' then made_at + interval '4 days' end,
                  made_at,
                  case when open then made_at + (now() - made_at) * random() else made_at + interval '5 days' end,
                  case when position in ('CLOSED', 'COMPLETED', 'RESULT', 'OFFLINE_RESULT') then made_at + interval '5 days' end
             from placed
           returning id, customer_id, position, amount, created_at, signed_at, closed_at
         ),
         todos as (
           insert into signature_todos (application_id, customer_id, status, outcome, product_name, amount,
                                        due_at, remind_at, reminded_at, created_at, signed_at, closed_at)
           select id, customer_id,
                  case when position in ('CONTRACT_CHECK', 'SIGN_CHOOSE') then 'IN_PROGRESS'
                       when position = 'SIGN_WAITING' then 'WAITING'
                       when position = 'CLOSED' then 'CLOSED' else 'SIGNED' end,
                  case when position = 'CLOSED' then 'EXPIRED' end,
                  'Személyi kölcsön', amount,
                  -- open rounds end in the future, their reminders are not due yet
                  case when position in ('CONTRACT_CHECK', 'SIGN_CHOOSE', 'SIGN_WAITING')
                       then now() + interval '8 days' + interval '7 days' * random()
                       else created_at + interval '16 days' end,
                  case when position in ('CONTRACT_CHECK', 'SIGN_CHOOSE', 'SIGN_WAITING')
                       then now() + interval '5 days' + interval '7 days' * random()
                       else created_at + interval '13 days' end,
                  case when position not in ('CONTRACT_CHECK', 'SIGN_CHOOSE', 'SIGN_WAITING') then created_at + interval '13 days' end,
                  created_at + interval '1 day',
                  signed_at,
                  case when position = 'CLOSED' then closed_at end
             from apps
            where position in ('CONTRACT_CHECK', 'SIGN_CHOOSE', 'SIGN_WAITING', 'UNDER_REVIEW', 'OFFLINE_UNDER_REVIEW', 'COMPLETED')
               or (position = 'CLOSED' and random() < 0.2)
           returning 1
         ),
         fixes as (
           insert into corrections (application_id, customer_id, kind, field_id, field_label, message, status, outcome,
                                    requested_by, closed_by, due_at, reminded_at, created_at, completed_at, closed_at)
           select id, customer_id, 'ANSWER', 'netIncome', 'Havi nettó jövedelem',
                  'Kérjük, ellenőrizze a megadott jövedelmet.',
                  case when position = 'UNDER_REVIEW' then 'IN_PROGRESS' else 'COMPLETED' end,
                  case when position = 'UNDER_REVIEW' then null else 'SUCCESSFUL' end,
                  $9::uuid, case when position = 'UNDER_REVIEW' then null else $9::uuid end,
                  case when position = 'UNDER_REVIEW' then now() + interval '5 days' + interval '9 days' * random()
                       else created_at + interval '10 days' end,
                  null,
                  case when position = 'UNDER_REVIEW' then now() - interval '1 day' * random() else created_at + interval '3 days' end,
                  case when position = 'UNDER_REVIEW' then null else created_at + interval '4 days' end,
                  case when position = 'UNDER_REVIEW' then null else created_at + interval '4 days' end
             from apps
            where (position = 'UNDER_REVIEW' and random() < 0.4)
               or (position in ('COMPLETED', 'RESULT') and random() < 0.15)
           returning 1
         ),
         uploads as (
           insert into customer_documents (customer_id, application_id, prompt_identifier, kind, original_name,
                                           stored_name, content_type, size, sha256, content, created_at)
           select customer_id, id, 'income-proof', d.kind,
                  case d.kind when 'UPLOAD' then 'jovedelemigazolas.pdf' else 'szerzodes-alairt.pdf' end,
                  gen_random_uuid()::text || '.pdf', 'application/pdf',
                  (40000 + floor(random() * 1500000))::int,
                  encode(sha256('\\x255044462d'::bytea), 'hex'), '\\x255044462d'::bytea,
                  created_at + case d.kind when 'UPLOAD' then interval '1 hour' else interval '2 days' end
             from apps
             cross join lateral (
               select 'UPLOAD' as kind where apps.position not in ('INTRO', 'FLOW')
               union all
               select 'SIGNED_CONTRACT' where apps.position = 'COMPLETED'
             ) as d
           returning 1
         )
         select (select count(*) from apps) as applications, (select count(*) from todos) as todos,
                (select count(*) from fixes) as corrections, (select count(*) from uploads) as documents`,
        [lo, hi, plan.table, plan.perCustomer, firstCustomer, plan.remainder, offerIds, flowId, reviewer],
      );
      // One customer in ten bought on credit in a shop at least once; the purchase has ended.
      await client.query(
        `with bought as (
           select n, md5('hk-scale-customer-' || n)::uuid as customer_id, random() as pick,
                  c.created_at + (now() - c.created_at) * random() as made_at,
                  (5 + floor(random() * 200))::int * 5000 as total
             from generate_series($1::int, $2::int) as n
             join customers c on c.id = md5('hk-scale-customer-' || n)::uuid
            where n % 10 = 3
         ),
         made as (
           insert into purchases (public_id, merchant_id, mode, reference, status, total_amount, lines, return_urls,
                                  expires_at, customer_id, months, linked_at, fulfilled_at, created_at, updated_at)
           select 'sk' || substr(md5('hk-scale-purchase-' || n), 1, 22), $3::uuid, 'live', 'SCALE-' || n,
                  case when pick < 0.5 then 'PAID' when pick < 0.7 then 'CANCELLED' when pick < 0.85 then 'DENIED'
                       when pick < 0.9 then 'REVOKED' else 'MONEY_TRANSFERRED' end,
                  total,
                  jsonb_build_array(jsonb_build_object('name', 'Mosógép', 'quantity', 1, 'unitPrice', total,
                                                       'amount', total, 'sku', 'MG-' || (n % 100))),
                  '{"approved":"https://skala-aruhaz.example/ok","pending":"https://skala-aruhaz.example/var","cancelled":"https://skala-aruhaz.example/megse"}'::jsonb,
                  made_at + interval '1 day', customer_id, 12, made_at + interval '5 minutes',
                  case when pick < 0.5 then made_at + interval '3 days' end,
                  made_at, made_at + interval '3 days'
             from bought
           returning id, status, created_at
         ),
         moves as (
           insert into purchase_events (purchase_id, from_status, to_status, actor, reason, created_at)
           select id, e.from_status, e.to_status, e.actor, null, created_at + e.after
             from made
             cross join lateral (values
               (null, 'CREATED', 'MERCHANT', interval '0'),
               ('CREATED', 'LINKED', 'CUSTOMER', interval '5 minutes'),
               ('LINKED', made.status, 'SYSTEM', interval '3 days')
             ) as e(from_status, to_status, actor, after)
           returning 1
         )
         select (select count(*) from made) as purchases, (select count(*) from moves) as events`,
        [lo, hi, merchant],
      );
      if (!outer) await client.query('commit');
      log(
        `customers ${lo}–${hi} in ${Math.round(performance.now() - batchStarted)} ms (${Math.round((performance.now() - started) / 1000)} s so far)`,
      );
    }
    if (outer) {
      await client.query("set maintenance_work_mem = '512MB'");
      for (const index of dropped) {
        const indexStarted = performance.now();
        await client.query(index.indexdef);
        log(`built ${index.indexname} in ${Math.round(performance.now() - indexStarted)} ms`);
      }
      await client.query('commit');
    }
    log('analyze');
    await client.query(`analyze ${SCALE_TABLES.join(', ')}`);
    return { rows: await countScaleRows(client), elapsedMs: performance.now() - started, firstCustomer };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
