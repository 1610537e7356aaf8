#!/usr/bin/env bash
# Makes sure the system packages the tests and the preview need are here: Debian's Chromium (the browser tests and
# Lighthouse) and nginx (the static host the browser tests read the site through). Browser downloads by test tools
# do not work on every machine, so the project uses the distribution's packages. Installs them with apt-get when
# running as root; otherwise says exactly which command to run. CHROMIUM_PATH and NGINX_PATH point at other builds.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx_path="${NGINX_PATH:-/usr/sbin/nginx}"

missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x "$nginx_path" ] || missing+=(nginx)
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]} (looked for $chromium_path and $nginx_path)." >&2
  echo "Install them with:  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  echo "or point CHROMIUM_PATH / NGINX_PATH at builds you already have." >&2
  exit 1
fi

echo "Installing missing system packages: ${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# policy-rc.d-free containers may try to start nginx on port 80 after install; the tests run their own instance.
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
for path in "$chromium_path" "$nginx_path"; do
  if [ ! -x "$path" ]; then
    echo "apt-get finished but $path is still missing; set CHROMIUM_PATH / NGINX_PATH to where it was installed." >&2
    exit 1
  fi
done
echo "Installed: ${missing[*]}."
