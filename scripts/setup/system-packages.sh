#!/usr/bin/env bash
# Makes sure the system packages the tests and the preview need are here: Debian's Chromium (the browser tests and
# Lighthouse), nginx (the static host the browser tests read the site through) and Java (the HTML checker, vnu-jar). Browser downloads by test tools
# do not work on every machine, so the project uses the distribution's packages. Installs them with apt-get when
# running as root; otherwise says exactly which command to run. CHROMIUM_PATH and NGINX_PATH point at other builds.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx_path="${NGINX_PATH:-/usr/sbin/nginx}"
java_path="${JAVA_PATH:-$(command -v java || echo /usr/bin/java)}"

missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x "$nginx_path" ] || missing+=(nginx)
[ -x "$java_path" ] || missing+=(default-jre-headless)
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]} (looked for $chromium_path, $nginx_path and $java_path)." >&2
  echo "Install them with:  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  echo "or point CHROMIUM_PATH / NGINX_PATH / JAVA_PATH at builds you already have." >&2
  exit 1
fi

echo "Installing missing system packages: ${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Java's package fails to configure where slim images removed the man folders.
mkdir -p /usr/share/man/man1
# policy-rc.d-free containers may try to start nginx on port 80 after install; the tests run their own instance.
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
[ -n "${JAVA_PATH:-}" ] || java_path="$(command -v java || echo /usr/bin/java)"
for path in "$chromium_path" "$nginx_path" "$java_path"; do
  if [ ! -x "$path" ]; then
    echo "apt-get finished but $path is still missing; set CHROMIUM_PATH / NGINX_PATH / JAVA_PATH to where it was installed." >&2
    exit 1
  fi
done
echo "Installed: ${missing[*]}."
