-- DESIGN.md section 7 (issue 18 item 22): the annual renewal falls due a year after sign-up. New members get the day
-- when they join an earning plan; members who already earn get it from their sign-up day, so a renewal already past
-- due keeps their new commissions retained until it is paid.
UPDATE "users" u SET "annual_paid_until" = (("u"."created_at" AT TIME ZONE 'Europe/Madrid')::date + interval '1 year')::date
FROM "memberships" m
WHERE m."id" = u."membership_id" AND m."earns_commissions" AND NOT u."is_system" AND u."paid_until" IS NOT NULL
  AND u."annual_paid_until" IS NULL;
