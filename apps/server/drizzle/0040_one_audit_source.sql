-- Decision 113: blocks, unblocks and ended sessions are read from audit_events. The rows only member_account_actions
-- holds (written before audit_events existed) move there first; those already written to both are not copied twice.
INSERT INTO "audit_events" ("kind", "actor_id", "member_id", "ip", "details", "created_at")
SELECT CASE WHEN a."action" = 'end_sessions' THEN 'sessions_ended' ELSE 'block_change' END, a."admin_id", a."user_id", NULL,
  CASE WHEN a."action" = 'end_sessions' THEN jsonb_build_object('reason', a."reason")
    ELSE jsonb_build_object('isBlocked', a."action" = 'block', 'reason', a."reason") END,
  a."created_at"
FROM "member_account_actions" a
WHERE NOT EXISTS (
  SELECT 1 FROM "audit_events" e
  WHERE e."member_id" = a."user_id" AND e."actor_id" = a."admin_id" AND e."created_at" = a."created_at"
    AND e."kind" IN ('block_change', 'sessions_ended') AND e."details"->>'reason' = a."reason"
)
ORDER BY a."id";--> statement-breakpoint
DROP TABLE "member_account_actions" CASCADE;
