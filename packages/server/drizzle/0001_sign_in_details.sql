ALTER TABLE "refresh_sessions" ADD COLUMN "signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;