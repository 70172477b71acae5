#!/usr/bin/env bash
# The browser tests (test/web) drive Debian's chromium through playwright-core; never a downloaded
# browser. Run before `npm test`: installs the Debian package when it is missing and we may.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium is missing: installing Debian's chromium package for the browser tests" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  exit 0
fi
echo "The browser tests need Debian's chromium at /usr/bin/chromium: sudo apt-get install chromium" >&2
exit 1
