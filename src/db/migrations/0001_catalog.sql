CREATE TABLE "accessories" (
	"model_code" varchar(4) NOT NULL,
	"code" varchar(12) NOT NULL,
	"part_number" varchar(20) NOT NULL,
	"name" jsonb NOT NULL,
	"subtitle" jsonb,
	"instructions" jsonb,
	"group_code" varchar(20) NOT NULL,
	"msrp" integer NOT NULL,
	"installed_price" integer NOT NULL,
	"most_popular" boolean NOT NULL,
	"requires" text[] NOT NULL,
	"conflicts" text[] NOT NULL,
	"includes" text[] NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "accessories_model_code_code_pk" PRIMARY KEY("model_code","code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"active_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exterior_colors" (
	"model_code" varchar(4) NOT NULL,
	"year" integer NOT NULL,
	"code" varchar(12) NOT NULL,
	"name" jsonb NOT NULL,
	"rgb" varchar(7) NOT NULL,
	"msrp" integer NOT NULL,
	"is_default" boolean NOT NULL,
	"interior_colors" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "exterior_colors_model_code_year_code_pk" PRIMARY KEY("model_code","year","code")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"group_code" varchar(20) NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_years" (
	"model_code" varchar(4) NOT NULL,
	"year" integer NOT NULL,
	"active" boolean NOT NULL,
	"destination_charge" integer NOT NULL,
	CONSTRAINT "model_years_model_code_year_pk" PRIMARY KEY("model_code","year")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"code" varchar(4) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean NOT NULL,
	"body_style" varchar(12) NOT NULL,
	"categories" text[] NOT NULL,
	"tagline" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"highlights" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_packages" (
	"model_code" varchar(4) NOT NULL,
	"year" integer NOT NULL,
	"trim_code" varchar(4) NOT NULL,
	"code" varchar(12) NOT NULL,
	"name" jsonb NOT NULL,
	"msrp" integer NOT NULL,
	"features" text[] NOT NULL,
	"required" boolean NOT NULL,
	"is_default" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "option_packages_model_code_year_trim_code_code_pk" PRIMARY KEY("model_code","year","trim_code","code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"states" text[] NOT NULL,
	"destination_surcharge" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transmissions" (
	"model_code" varchar(4) NOT NULL,
	"year" integer NOT NULL,
	"trim_code" varchar(4) NOT NULL,
	"code" varchar(12) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"msrp" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "transmissions_model_code_year_trim_code_code_pk" PRIMARY KEY("model_code","year","trim_code","code")
);
--> statement-breakpoint
CREATE TABLE "trims" (
	"model_code" varchar(4) NOT NULL,
	"year" integer NOT NULL,
	"code" varchar(4) NOT NULL,
	"name" text NOT NULL,
	"msrp" integer NOT NULL,
	"hybrid" boolean NOT NULL,
	"wilderness" boolean NOT NULL,
	"default_transmission" varchar(12) NOT NULL,
	"specs" jsonb NOT NULL,
	"features" text[] NOT NULL,
	"accessory_states" jsonb NOT NULL,
	"colors" text[] NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "trims_model_code_year_code_pk" PRIMARY KEY("model_code","year","code")
);
--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_model_code_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."models"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exterior_colors" ADD CONSTRAINT "exterior_colors_model_code_year_model_years_model_code_year_fk" FOREIGN KEY ("model_code","year") REFERENCES "public"."model_years"("model_code","year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_years" ADD CONSTRAINT "model_years_model_code_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."models"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_packages" ADD CONSTRAINT "option_packages_model_code_year_trim_code_trims_model_code_year_code_fk" FOREIGN KEY ("model_code","year","trim_code") REFERENCES "public"."trims"("model_code","year","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transmissions" ADD CONSTRAINT "transmissions_model_code_year_trim_code_trims_model_code_year_code_fk" FOREIGN KEY ("model_code","year","trim_code") REFERENCES "public"."trims"("model_code","year","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trims" ADD CONSTRAINT "trims_model_code_year_model_years_model_code_year_fk" FOREIGN KEY ("model_code","year") REFERENCES "public"."model_years"("model_code","year") ON DELETE cascade ON UPDATE no action;