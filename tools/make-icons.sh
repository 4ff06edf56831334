#!/usr/bin/env bash
# Renders packaging/hats-companion.svg to the hicolor PNG sizes (checked in, so a build needs
# no SVG renderer). Run again after changing the SVG. Needs librsvg2-bin.
set -euo pipefail
cd "$(dirname "$0")/.."
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "packaging/icons/$size"
    rsvg-convert --width "$size" --height "$size" packaging/hats-companion.svg \
        > "packaging/icons/$size/hats-companion.png"
done
