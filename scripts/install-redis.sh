#!/usr/bin/env bash
# Installs Debian's redis-server for the queue test (test/sim/queue.test.ts) and `rondel simulate --queue` on this
# machine. Idempotent: does nothing when redis-server is already on PATH. Needs root (apt-get).
set -euo pipefail
if command -v redis-server >/dev/null; then
  echo "redis-server present: $(redis-server --version | head -c 40)"
  exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "redis-server is missing: run 'apt-get install redis-server' as root" >&2
  exit 1
fi
echo "==> installing redis-server from Debian's packages"
apt-get update -qq
# The package's service is not started here (no init system in CI); the test starts its own server on a free port.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null
redis-server --version
