ALTER TABLE "avatars" DROP CONSTRAINT "avatars_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "avatars" DROP COLUMN "user_id";