/**
 * The order book the benches load (npm run bench, npm run bench:dashboard): bulk SQL, no shop
 * code, so a hundred thousand orders take seconds.
 */
import type pg from "pg";
import { addDays } from "../../app/lib/copenhagen";

/**
 * The dashboard's period in the benches: yesterday, whose figures stand beside the day before.
 * The first 1,000 orders reach 83 hours back, so both days are whole in the smallest book at
 * any time of day, and a larger book only adds orders outside them.
 */
export function dashboardPeriod(today: string): { from: string; to: string } {
  const yesterday = addDays(today, -1);
  return { from: yesterday, to: yesterday };
}

/**
 * Orders `first` … `last` of 1,000 customers (and of the bench's own), one to three lines each,
 * one every five minutes back in time from now (the first is the newest), so a second call goes
 * on further back. Only the newest 20 are still pending: older ones would have been given up by
 * the payments job long ago, and here it would do that work during the scenarios. Paid, shipped
 * and refunded orders have their invoice, issued when paid, and a refunded one its credit note
 * a day later, as the dashboard counts them. Each is delivered on the day it was placed, so no
 * future delivery day is held and the checkout's calendar stays open.
 */
export async function addOrders(db: pg.Client, first: number, last: number): Promise<void> {
  await db.query(
    `insert into profiles (email, name, first_name, last_name, email_verified)
     select 'kunde' || g || '@bench.example', 'Kunde ' || g, 'Kunde', g::text, true
     from generate_series(1, 1000) g
     on conflict do nothing`,
  );
  await db.query(
    `with customers as (select array_agg(id order by email) ids from profiles where email like '%@bench.example'),
          statuses as (select array['paid','shipped','cancelled','refunded'] s)
     insert into orders (user_id, status, subtotal_price, freight_price, total_price, delivery_provider,
       delivery_address, customer_email, customer_name, language, delivery_date, paid_at, created_at)
     select ids[1 + g % array_length(ids, 1)], case when g <= 20 then 'pending' else s[1 + g % 4] end,
       120, 49, 169, 'standard',
       '{"street": "Vestergade 1", "zip": "2600", "city": "Glostrup", "country": "Danmark"}'::jsonb,
       'kunde' || (g % 1000) || '@bench.example', 'Kunde', 'da',
       ((now() - g * interval '5 minutes') at time zone 'Europe/Copenhagen')::date,
       now() - g * interval '5 minutes', now() - g * interval '5 minutes'
     from generate_series($1::int, $2::int) g, customers, statuses`,
    [first, last],
  );
  await db.query(
    `with catalogue as (select array_agg(id) ids from products)
     insert into order_items (order_id, product_id, product_title, quantity, unit_price)
     select o.id, ids[1 + (abs(hashtext(o.id::text || n)) % array_length(ids, 1))], 'Benchkrukke', 1 + n, 60
     from orders o, catalogue, generate_series(0, 2) n
     where n <= abs(hashtext(o.id::text)) % 3
       and not exists (select 1 from order_items i where i.order_id = o.id)`,
  );
  await db.query(
    `insert into invoices (number, kind, order_id, issued_at, total_amount, vat_amount, snapshot)
     select (select coalesce(max(number), 0) from invoices) + row_number() over (order by o.paid_at),
       'invoice', o.id, o.paid_at, o.total_price, round(o.total_price * 0.2, 2), '{}'::jsonb
     from orders o
     where o.status in ('paid', 'shipped', 'refunded')
       and not exists (select 1 from invoices i where i.order_id = o.id)`,
  );
  await db.query(
    `insert into invoices (number, kind, order_id, credits_invoice_id, reason, issued_at, total_amount, vat_amount, snapshot)
     select (select max(number) from invoices) + row_number() over (order by i.issued_at),
       'credit_note', i.order_id, i.id, 'refund', i.issued_at + interval '1 day', i.total_amount, i.vat_amount, '{}'::jsonb
     from invoices i join orders o on o.id = i.order_id
     where o.status = 'refunded' and i.kind = 'invoice'
       and not exists (select 1 from invoices c where c.credits_invoice_id = i.id)`,
  );
  await db.query(
    `insert into document_counters (series, last_number)
     select 'documents', max(number) from invoices having max(number) > 0
     on conflict (series) do update set last_number = excluded.last_number`,
  );
  await db.query("analyze");
}
