CREATE TABLE "inventory_vehicles" (
	"vin" varchar(17) PRIMARY KEY NOT NULL,
	"kind" varchar(3) NOT NULL,
	"status" varchar(10) NOT NULL,
	"stock_number" varchar(12) NOT NULL,
	"retailer_id" varchar(5) NOT NULL,
	"year" integer NOT NULL,
	"model_code" varchar(4) NOT NULL,
	"model_name" text NOT NULL,
	"trim_code" varchar(4) NOT NULL,
	"trim_name" text NOT NULL,
	"transmission" varchar(12) NOT NULL,
	"exterior_color" varchar(12) NOT NULL,
	"exterior_name" text NOT NULL,
	"exterior_hex" varchar(7) NOT NULL,
	"interior_color" varchar(12) NOT NULL,
	"interior_name" text NOT NULL,
	"packages" text[] NOT NULL,
	"accessories" text[] NOT NULL,
	"msrp" integer NOT NULL,
	"price" integer NOT NULL,
	"mileage" integer,
	"certified_on" date,
	CONSTRAINT "inventory_vehicles_kind_check" CHECK ("inventory_vehicles"."kind" in ('new', 'cpo')),
	CONSTRAINT "inventory_vehicles_status_check" CHECK ("inventory_vehicles"."status" in ('in-stock', 'in-transit'))
);
--> statement-breakpoint
CREATE INDEX "inventory_kind_model_year_idx" ON "inventory_vehicles" USING btree ("kind","model_code","year","vin");--> statement-breakpoint
CREATE INDEX "inventory_kind_model_price_idx" ON "inventory_vehicles" USING btree ("kind","model_code","price","vin");--> statement-breakpoint
CREATE INDEX "inventory_kind_price_idx" ON "inventory_vehicles" USING btree ("kind","price","vin");--> statement-breakpoint
CREATE INDEX "inventory_kind_year_idx" ON "inventory_vehicles" USING btree ("kind","year","vin");--> statement-breakpoint
CREATE INDEX "inventory_kind_mileage_idx" ON "inventory_vehicles" USING btree ("kind","mileage","vin");--> statement-breakpoint
CREATE INDEX "inventory_kind_color_idx" ON "inventory_vehicles" USING btree ("kind","exterior_color");--> statement-breakpoint
CREATE INDEX "inventory_retailer_idx" ON "inventory_vehicles" USING btree ("retailer_id","kind");--> statement-breakpoint
CREATE INDEX "inventory_packages_idx" ON "inventory_vehicles" USING gin ("packages");