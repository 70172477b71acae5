#!/bin/sh
# Run once by the postgres image when its volume is first initialised (docker-entrypoint-initdb.d):
# the two roles of docs/operations.md ("Database roles") and the database, owned by the owner role.
# The server grants its own role (stackbound_app) what it needs after each migration run.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_password="$STACKBOUND_OWNER_PASSWORD" -v app_password="$STACKBOUND_APP_PASSWORD" <<'SQL'
CREATE ROLE stackbound_owner LOGIN PASSWORD :'owner_password';
CREATE ROLE stackbound_app LOGIN PASSWORD :'app_password';
CREATE DATABASE stackbound OWNER stackbound_owner;
\connect stackbound
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
SQL
