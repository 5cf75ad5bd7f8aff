#!/usr/bin/env bash
# The site as scripts/start serves it, on its own port with a fresh embedded database and store,
# so end-to-end tests never touch a developer's .data.
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${1:-8091}" HOST=127.0.0.1
# The ops API (/_ops/api/...) for tests that check what ops see, such as where signups came from.
export OPS_TOKEN="${OPS_TOKEN:-e2e-ops-token}"
export DATA_DIR="$PWD/.data/e2e-$PORT"
export STORE_DIR="$DATA_DIR/store" DEV_TOOLS="${DEV_TOOLS:-1}"
# Many tests log in as the same seeded members from one address.
export LOGIN_RATE_LIMIT=1000
# The canary test makes a canary fail a few times; roll it back after 3 errors rather than 5.
export CANARY_MAX_ERRORS=3
rm -rf "$DATA_DIR"
pnpm --silent --filter @dating/server build >&2
pnpm --silent publish:local >&2
pnpm --silent seed -- --count 300 --extra-logins 12 >&2
exec pnpm --silent serve
