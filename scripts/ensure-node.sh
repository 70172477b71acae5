#!/usr/bin/env bash
# Prints a PATH entry holding Node 24 (the LTS the project runs on) when the machine's `node` is older:
# installs the `node` package from the npm registry into a cache folder once. Prints nothing when the
# machine's node is already 24 or newer. Used by .ci/run: `PATH="$(bash scripts/ensure-node.sh)$PATH"`.
set -euo pipefail
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -ge 24 ]; then exit 0; fi
prefix="${NODE24_PREFIX:-$HOME/.cache/stackbound-node24}"
bin="$prefix/node_modules/node/bin"
if [ ! -x "$bin/node" ]; then
  echo "node $major is older than 24: installing Node 24 from the npm registry into $prefix" >&2
  npm install --no-save --no-audit --no-fund --prefix "$prefix" node@24 >&2
fi
"$bin/node" --version >&2
printf '%s:' "$bin"
