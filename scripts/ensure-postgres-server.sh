#!/usr/bin/env bash
# The failover test (test/reliability/failover.test.ts) runs a primary and a synchronous standby
# from Debian's PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup; the embedded package has
# no pg_basebackup). Run before `npm test`: installs Debian's postgresql package when they are missing
# and we may. Without them that one test file is not run, and says so.
set -uo pipefail
for bin in /usr/lib/postgresql/*/bin; do
  if [ -x "$bin/pg_basebackup" ] && [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ]; then exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL server binaries are missing: installing Debian's postgresql package for the failover test" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null && exit 0
fi
echo "The failover test needs PostgreSQL's server binaries (sudo apt-get install postgresql); it will not run." >&2
exit 0
