#!/usr/bin/env bash
# Fails when a C++ file under version control is not laid out as .clang-format says.
# Uses Debian 12's clang-format (14); installs it when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends clang-format >/dev/null
fi
git ls-files '*.cpp' '*.hpp' | xargs clang-format --dry-run --Werror
echo "format: $(git ls-files '*.cpp' '*.hpp' | wc -l) files follow .clang-format"
