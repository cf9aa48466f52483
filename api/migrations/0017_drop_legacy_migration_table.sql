-- Kysely's Migrator keeps the record of applied migrations (kysely_migration). The table of the runner before it,
-- schema_migrations, was read once by the Migrator to record what that runner had applied (0001–0016) without
-- running it again; by this migration every one of those is recorded, so the old table goes.
DROP TABLE IF EXISTS schema_migrations;
