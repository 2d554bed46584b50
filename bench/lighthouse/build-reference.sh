#!/usr/bin/env bash
# Builds AstroWind (https://github.com/onwidget/astrowind, MIT licence), the best-known Astro
# agency template, as the peer the Lighthouse bench measures beside our pages:
#
#   bash bench/lighthouse/build-reference.sh <astrowind checkout> <output folder>
#   REFERENCE_SITE_DIR=<output folder> npm run bench -- lighthouse
#
# Measured at commit 2e8f6ec459bc7363928f6c3bb1f5ea0c929930c6 (9 Aug 2025). The checkout is
# copied, never changed. Its demo pages take photos from images.unsplash.com and
# cdn.pixabay.com, which a machine without internet cannot fetch at build time: each such URL
# is pointed at the template's own src/assets/images/default.png, which Astro then optimises
# into responsive WebP as it would the photos. Everything else is the template as published.
set -euo pipefail
source_dir=$(cd "$1" && pwd)
out=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -a "$source_dir"/. "$work"
cd "$work"
grep -rlE "https://[a-z.]*(unsplash\.com|pixabay\.com)" src |
  xargs sed -i -E "s#https://[a-z.]*(unsplash\.com|pixabay\.com)[^'\" )]*#~/assets/images/default.png#g"
npm ci --no-audit --no-fund
npx astro build
rm -rf "$out"
mkdir -p "$(dirname "$out")"
cp -a dist "$out"
echo "AstroWind built into $out"
