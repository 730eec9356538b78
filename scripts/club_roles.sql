-- The two roles of a shared adomoc archive on PostgreSQL (docs/server.md).
-- Run once as a superuser, connected to the archive's database:
--
--   sudo -u postgres psql -v ON_ERROR_STOP=1 -d archive \
--        -v writer_password=... -v reader_password=... -f scripts/club_roles.sql
--
-- Running it again is harmless: the roles are made only when missing, and
-- their passwords are set to the ones given. Roles belong to the whole
-- server (cluster), the grants below to this database only.

-- Stop at the first error even when -v ON_ERROR_STOP=1 was forgotten: half
-- a set of grants would be harder to understand than none.
\set ON_ERROR_STOP on

-- The passwords come from the command line so that they are never written
-- in this file; without them the roles could not log in.
\if :{?writer_password}
\else
\set writer_password ''
\endif
\if :{?reader_password}
\else
\set reader_password ''
\endif
SELECT :'writer_password' = '' OR :'reader_password' = '' AS adomoc_missing_password \gset
\if :adomoc_missing_password
DO $$ BEGIN
  RAISE EXCEPTION 'give both passwords: psql -v writer_password=... -v reader_password=... -f scripts/club_roles.sql';
END $$;
\endif

-- Without -d, psql as postgres lands in the postgres database, and the
-- grants would go to the wrong place.
DO $$ BEGIN
  IF current_database() IN ('postgres', 'template0', 'template1') THEN
    RAISE EXCEPTION 'connected to database "%": run this in the archive''s database (psql -d archive)',
      current_database();
  END IF;
END $$;

-- CREATE ROLE has no IF NOT EXISTS; a second run must not fail here.
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'adomoc_writer') THEN
    CREATE ROLE adomoc_writer LOGIN;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'adomoc_reader') THEN
    CREATE ROLE adomoc_reader LOGIN;
  END IF;
END $$;

-- Outside the DO blocks, where psql substitutes (and quotes) its variables.
-- Set on every run, so running the script again is how a password changes.
ALTER ROLE adomoc_writer WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'writer_password';
ALTER ROLE adomoc_reader WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'reader_password';

-- Only the two roles (and superusers) may connect: PUBLIC may by default.
-- The writer stages bulk rows (COPY) in temporary tables; the reader never
-- writes, not even a temporary table.
DO $$ BEGIN
  EXECUTE format('REVOKE CONNECT, TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
  EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO adomoc_writer', current_database());
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO adomoc_reader', current_database());
END $$;

-- The writer creates the schema on its first import or upgrade, and so owns
-- every table, index and function of it; later upgrades need that owner.
-- PostgreSQL 15 no longer lets PUBLIC create in public; older ones did.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT CREATE, USAGE ON SCHEMA public TO adomoc_writer;

-- The reader sees the tables there now, and those the writer adds later
-- (an upgrade's new tables), without this script being run again.
GRANT USAGE ON SCHEMA public TO adomoc_reader;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO adomoc_reader;
ALTER DEFAULT PRIVILEGES FOR ROLE adomoc_writer IN SCHEMA public GRANT SELECT ON TABLES TO adomoc_reader;

-- A second guard besides the missing grants: every transaction of the
-- reader is read-only unless it asks otherwise (adomoc sets it too).
ALTER ROLE adomoc_reader SET default_transaction_read_only = on;

SELECT current_database() AS adomoc_database \gset
\echo 'adomoc_writer and adomoc_reader are set up for database' :adomoc_database
