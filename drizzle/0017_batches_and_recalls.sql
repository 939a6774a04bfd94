CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_code" text NOT NULL,
	"produced_on" date NOT NULL,
	"best_before" date NOT NULL,
	"jars_made" integer NOT NULL,
	"recalled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_jars_made_check" CHECK ("batches"."jars_made" > 0),
	CONSTRAINT "batches_dates_check" CHECK ("batches"."best_before" >= "batches"."produced_on")
);
--> statement-breakpoint
CREATE TABLE "order_item_batches" (
	"order_item_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_item_batches_order_item_id_batch_id_pk" PRIMARY KEY("order_item_id","batch_id"),
	CONSTRAINT "order_item_batches_quantity_check" CHECK ("order_item_batches"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "recall_batches" (
	"recall_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	CONSTRAINT "recall_batches_recall_id_batch_id_pk" PRIMARY KEY("recall_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "recall_orders" (
	"recall_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"jars" integer NOT NULL,
	"lots" text[] DEFAULT '{}'::text[] NOT NULL,
	"shipped_on" date,
	"refunded" numeric(10, 2) DEFAULT '0' NOT NULL,
	"credit_note_id" uuid,
	"email_id" uuid,
	"told_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_orders_recall_id_order_id_pk" PRIMARY KEY("recall_id","order_id"),
	CONSTRAINT "recall_orders_outcome_check" CHECK ("recall_orders"."outcome" in ('shipped', 'maybe-shipped', 'reassigned', 'removed', 'cancelled')),
	CONSTRAINT "recall_orders_jars_check" CHECK ("recall_orders"."jars" >= 0),
	CONSTRAINT "recall_orders_refunded_check" CHECK ("recall_orders"."refunded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"product_title" text NOT NULL,
	"product_title_en" text,
	"reason" text NOT NULL,
	"reason_en" text NOT NULL,
	"advice" text NOT NULL,
	"advice_en" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_credit_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_batches" ADD CONSTRAINT "order_item_batches_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_batches" ADD CONSTRAINT "order_item_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_batches" ADD CONSTRAINT "recall_batches_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_batches" ADD CONSTRAINT "recall_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_orders" ADD CONSTRAINT "recall_orders_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_orders" ADD CONSTRAINT "recall_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_orders" ADD CONSTRAINT "recall_orders_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_orders" ADD CONSTRAINT "recall_orders_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_product_lot_idx" ON "batches" USING btree ("product_id","lot_code");--> statement-breakpoint
CREATE INDEX "batches_product_best_before_idx" ON "batches" USING btree ("product_id","best_before");--> statement-breakpoint
CREATE INDEX "order_item_batches_batch_idx" ON "order_item_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "recall_orders_order_idx" ON "recall_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "recalls_open_idx" ON "recalls" USING btree ("started_at") WHERE "recalls"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_check" CHECK (("invoices"."kind" = 'invoice' and "invoices"."credits_invoice_id" is null and "invoices"."reason" is null) or ("invoices"."kind" = 'credit_note' and "invoices"."credits_invoice_id" is not null and "invoices"."reason" in ('refund', 'cancellation', 'recall')));--> statement-breakpoint
-- An open recall's notice stands on the home page, the product's page and /tilbagekaldelse:
-- starting or closing one makes the page cache forget its pages, as for products (migration 0010).
CREATE TRIGGER recalls_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recalls
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER recall_batches_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recall_batches
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
