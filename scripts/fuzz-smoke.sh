#!/usr/bin/env bash
# CI's fuzz smoke: every target of fuzz/targets.txt for a few seconds (default 10 each),
# exit 1 on any crash, leak, timeout or oversized allocation. scripts/fuzz.sh does the work.
set -euo pipefail
exec bash "$(dirname "$0")/fuzz.sh" all "${1:-10}"
