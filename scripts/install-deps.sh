#!/usr/bin/env bash
# Installs what gridnav needs to build and test, from Debian's packages, skipping
# what is already there. Uses sudo when not root.
set -euo pipefail
packages=(build-essential cmake pkg-config libgtest-dev libbenchmark-dev libcli11-dev libfmt-dev
          nlohmann-json3-dev libstb-dev libyaml-cpp-dev libboost-graph-dev
          libcpp-httplib-dev nodejs)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0
sudo=""
[[ $(id -u) -eq 0 ]] || sudo="sudo"
echo "installing: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
