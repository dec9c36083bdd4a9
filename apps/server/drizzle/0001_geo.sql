CREATE TABLE "airports" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"icao" varchar(4),
	"city_code" varchar(3) NOT NULL,
	"name_en" varchar(160) NOT NULL,
	"name_ru" varchar(160) NOT NULL,
	"name_tr" varchar(160) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_curated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"name_ru" varchar(128) NOT NULL,
	"name_tr" varchar(128) NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"is_curated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"name_ru" varchar(128) NOT NULL,
	"name_tr" varchar(128) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_city_idx" ON "airports" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_code");