CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_counters_last_number_check" CHECK ("document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"credits_invoice_id" uuid,
	"reason" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"vat_amount" numeric(10, 2) NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_credit_check" CHECK (("invoices"."kind" = 'invoice' and "invoices"."credits_invoice_id" is null and "invoices"."reason" is null) or ("invoices"."kind" = 'credit_note' and "invoices"."credits_invoice_id" is not null and "invoices"."reason" in ('refund', 'cancellation'))),
	CONSTRAINT "invoices_total_amount_check" CHECK ("invoices"."total_amount" >= 0),
	CONSTRAINT "invoices_vat_amount_check" CHECK ("invoices"."vat_amount" >= 0 and "invoices"."vat_amount" <= "invoices"."total_amount")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cvr_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_cvr_number_check" CHECK ("profiles"."cvr_number" is null or "profiles"."cvr_number" ~ '^[1-9][0-9]{7}$');