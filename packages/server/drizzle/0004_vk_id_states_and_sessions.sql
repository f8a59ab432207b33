CREATE TABLE "vk_auth_states" (
	"id" text PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"purpose" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vk_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"vk_user_id" text NOT NULL,
	"device_id" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vk_auth_states_state_unique" ON "vk_auth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "vk_auth_states_expires_idx" ON "vk_auth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vk_sessions_access_token_unique" ON "vk_sessions" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "vk_sessions_vk_user_idx" ON "vk_sessions" USING btree ("vk_user_id");--> statement-breakpoint
CREATE INDEX "vk_sessions_expires_idx" ON "vk_sessions" USING btree ("expires_at");