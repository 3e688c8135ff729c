-- The daily pass rewrites the totals of every member whose legs changed: room in each page keeps those updates HOT
-- (no entry in the primary key per update). Pages written from now on keep the room; a VACUUM FULL gives it to the
-- existing ones (docs/operations.md).
ALTER TABLE "user_leg_totals" SET (fillfactor = 80);
