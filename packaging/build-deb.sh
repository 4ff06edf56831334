#!/usr/bin/env bash
# Builds the Debian package hats-companion_VERSION_ARCH.deb with dpkg-deb from a Release
# build installed into a staging folder. Usage: packaging/build-deb.sh [OUTDIR] [cmake args…]
# (default OUTDIR: build-deb). BUILD=dir reuses that Release build (CI passes the one its
# tests ran in: only the install layout is reconfigured). Prints the .deb's path last.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-build-deb}"
shift || true
build="${BUILD:-$out/build}"
stage="$out/stage"
mkdir -p "$out"

# Binaries in /usr/games (section games), photo reading in /usr/lib/hats-companion, where
# the installed binaries look for it (relative to themselves).
fresh=()
[ -f "$build/CMakeCache.txt" ] || fresh=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DHATS_WITH_TESTS=OFF)
cmake -S . -B "$build" "${fresh[@]}" -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_INSTALL_BINDIR=games \
    "$@" > "$out/cmake.log"
grep -q '^CMAKE_BUILD_TYPE:STRING=Release$' "$build/CMakeCache.txt" ||
    { echo "build-deb: $build is not a Release build" >&2; exit 1; }
cmake --build "$build" -j "$(nproc)" --target hats hats-companion hats_vision_module
rm -rf "$stage"
DESTDIR="$PWD/$stage" cmake --install "$build" > /dev/null

# Stripped as dh_strip does: no symbols, no .comment/.note sections.
for binary in "$stage"/usr/games/* "$stage"/usr/lib/hats-companion/*.so; do
    strip --remove-section=.comment --remove-section=.note --strip-unneeded "$binary"
done
chmod 0644 "$stage"/usr/lib/hats-companion/*.so # a module is opened, never run

# Man pages and the changelog compressed as Debian wants (gzip -9n: no name, no time).
gzip -9nf "$stage"/usr/share/man/man6/*.6
doc="$stage/usr/share/doc/hats-companion"
install -d "$doc"
install -m 0644 packaging/debian/copyright "$doc/copyright"
gzip -9n < packaging/debian/changelog > "$doc/changelog.gz"
chmod 0644 "$doc/changelog.gz"

version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
arch=$(dpkg --print-architecture)

# Libraries from what the binaries link (dpkg-shlibdeps); QML modules from what the QML
# imports (packaging/qml-modules.txt, kept in step with qml/ by tools/check-qml-depends.sh).
shlibs_dir=$(mktemp -d)
trap 'rm -rf "$shlibs_dir"' EXIT
mkdir -p "$shlibs_dir/debian"
printf 'Source: hats-companion\n\nPackage: hats-companion\nArchitecture: any\n' \
    > "$shlibs_dir/debian/control"
shlibs=$(cd "$shlibs_dir" && dpkg-shlibdeps -O "$OLDPWD/$stage"/usr/games/* \
    "$OLDPWD/$stage"/usr/lib/hats-companion/*.so 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
qml_field() {
    grep -v '^#' packaging/qml-modules.txt | awk -v field="$1" 'NF >= 3 && $3 == field { print $2 }' \
        | sort -u | paste -sd, | sed 's/,/, /g'
}
depends="$shlibs, $(qml_field Depends)"
recommends=$(qml_field Recommends)

mkdir -p "$stage/DEBIAN"
{
    echo "Package: hats-companion"
    echo "Version: $version"
    echo "Architecture: $arch"
    echo "Maintainer: Hats Companion developers <hats-companion@example.org>"
    echo "Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)"
    echo "Depends: $depends"
    echo "Recommends: $recommends"
    echo "Section: games"
    echo "Priority: optional"
    echo "Description: $(cat packaging/debian/description)"
} > "$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
find "$stage" -type d -exec chmod 0755 {} +

deb="$out/hats-companion_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" > /dev/null
echo "$deb"
