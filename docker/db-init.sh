#!/bin/sh
# Runs once, when the database volume is empty (the postgres image runs /docker-entrypoint-initdb.d/*): makes the
# role the CMS and the backup connect as. It owns its database and nothing more (no SUPERUSER, CREATEDB or
# CREATEROLE), so a restore replays a dump with that role's rights only; PostgreSQL's superuser stays inside the db
# container (POSTGRES_PASSWORD in docker-db.env). See docs/decisions/032-secrets-at-rest.md.
: "${DATABASE_PASSWORD:?set DATABASE_PASSWORD in docker-db.env (the same value as in docker.env and docker-backup.env)}"
: "${APP_DATABASE_NAME:?}" "${APP_DATABASE_USERNAME:?}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  --set=role="$APP_DATABASE_USERNAME" --set=password="$DATABASE_PASSWORD" --set=db="$APP_DATABASE_NAME" <<'SQL'
CREATE ROLE :"role" LOGIN PASSWORD :'password' NOSUPERUSER NOCREATEDB NOCREATEROLE;
CREATE DATABASE :"db" OWNER :"role";
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
SQL
