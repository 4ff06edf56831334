#!/usr/bin/env bash
# Keeps the package's QML dependencies in step with the QML: every `import` in qml/*.qml has
# a row in packaging/qml-modules.txt; every row is imported or names the imported module
# that loads it; on a Debian machine each package owns its module's qmldir; with a .deb as
# argument, its Depends/Recommends hold each package in the field the row says.
set -euo pipefail
cd "$(dirname "$0")/.."
map=packaging/qml-modules.txt
fail=0
imports=$(grep -h '^import ' "${HATS_QML_DIR:-qml}"/*.qml | awk '{ print $2 }' | grep -vx 'Hats' | sort -u)
rows=$(grep -v '^#' "$map" | awk 'NF >= 4')
modules=$(echo "$rows" | awk '{ print $1 }')
for module in $imports; do
    if ! grep -qx "$module" <<< "$modules"; then
        echo "qml imports $module, but $map has no package for it"
        fail=1
    fi
done
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo x86_64-linux-gnu)
while read -r module package field loadedBy; do
    if [ "$loadedBy" = "-" ]; then
        grep -qx "$module" <<< "$imports" || {
            echo "$map: $module is not imported by qml/*.qml any more"
            fail=1
        }
    elif ! grep -qx "$loadedBy" <<< "$imports"; then
        echo "$map: $module is loaded by $loadedBy, which qml/*.qml does not import"
        fail=1
    fi
    qmldir="/usr/lib/$multiarch/qt6/qml/${module//.//}/qmldir"
    if command -v dpkg > /dev/null && [ -e "$qmldir" ]; then
        owner=$(dpkg -S "$qmldir" 2> /dev/null | cut -d: -f1 | head -1)
        if [ "$owner" != "$package" ]; then
            echo "$map: $module ($qmldir) comes from ${owner:-no package}, not $package"
            fail=1
        fi
    fi
    if [ $# -ge 1 ]; then
        if ! dpkg-deb -f "$1" "$field" | tr ',' '\n' | sed 's/^ *//; s/ .*//' | grep -qx "$package"; then
            echo "$1: $field does not name $package (for $module)"
            fail=1
        fi
    fi
done <<< "$rows"
[ $fail -eq 0 ] && echo "qml-depends: $(echo "$imports" | wc -w) imports, $(echo "$rows" | wc -l) modules, all in step"
exit $fail
