CREATE TABLE "sandbox_bank_merchants" (
	"merchant_id" varchar(64) PRIMARY KEY NOT NULL,
	"secret" varchar(128) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" varchar(64) NOT NULL,
	"order_ref" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" varchar(256) NOT NULL,
	"return_url" varchar(1024) NOT NULL,
	"language" varchar(2) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(32),
	"masked_pan" varchar(19),
	"scenario" varchar(24),
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"bank_ref" varchar(32),
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
