ALTER TABLE "user_stats" DROP CONSTRAINT "user_stats_user_id_users_id_fk";
