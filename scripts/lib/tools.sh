# Shared by scripts/start and scripts/test: make a bare machine ready. Sourced, not run.
# Each step checks first, so a machine that has everything pays nothing.

repo_root() { cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd; }

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

need_node() {
  if ! command -v node >/dev/null 2>&1; then
    log "installing Node.js from Debian"
    apt-get update -qq && apt-get install -y -qq nodejs npm >/dev/null
  fi
  local major; major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$major" -lt 20 ]; then echo "Node.js 20 or newer is needed (found $(node --version))" >&2; exit 1; fi
}

need_pnpm() {
  # pnpm 10: pnpm 11 does not run on Node 20 (see docs/architecture.md, Toolchain).
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version | cut -d. -f1)" != "10" ]; then
    log "installing pnpm 10"
    npm install -g pnpm@10 >/dev/null
  fi
}

# The screenshot comparisons (e2e/tests/look.spec.ts) need the same letters on every machine: the site uses the
# system font stack, which Debian's fontconfig resolves to these packages.
FONT_PACKAGES="fonts-dejavu-core fonts-liberation"

need_chromium() {
  local missing=""
  [ -x /usr/bin/chromium ] || missing="chromium"
  for font in $FONT_PACKAGES; do dpkg -s "$font" >/dev/null 2>&1 || missing="$missing $font"; done
  if [ -n "$missing" ]; then
    log "installing from Debian:$missing"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  fi
}

install_packages() {
  log "installing workspace packages"
  # Browsers come from Debian: Playwright must never download its own.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile --reporter=silent
}

# `scripts/start --instances N`: the balancer, and the PostgreSQL and Redis the instances share, all from Debian and
# on this machine's loopback, as the machines of this project run them (started the same way when they are not).
need_haproxy() {
  if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
    log "installing HAProxy from Debian"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  fi
}

need_postgres() {
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    log "installing PostgreSQL from Debian (loopback connections trusted, as on the project's machines)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    # A server installed here for development: trust loopback connections (first match wins, so on top).
    local hba
    for hba in /etc/postgresql/*/main/pg_hba.conf; do
      sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
    done
  fi
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    log "starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start
  fi
}

need_redis() {
  if ! command -v redis-server >/dev/null 2>&1; then
    log "installing Redis from Debian"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  fi
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    log "starting Redis"
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis \
      --logfile /var/log/redis/redis-server.log
  fi
}

# scripts/test --stress: CPU hogs from Debian.
need_stress_ng() {
  if ! command -v stress-ng >/dev/null 2>&1; then
    log "installing stress-ng from Debian"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null
  fi
}
