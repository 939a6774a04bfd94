-- The dashboard at 100,000 orders (npm run bench:dashboard) read every order line and every order:
-- jars per product joined the period's invoices to all of order_items by hash, and the capacity
-- used looked for refunded orders of a day, which the partial index of held days did not cover.
-- The lines' index now holds product and quantity (an index-only scan per invoice), and one index
-- of delivery days serves both the calendar's held jars and the dashboard.
DROP INDEX "orders_holding_delivery_date_idx";--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","product_id","quantity");