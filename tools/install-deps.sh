#!/usr/bin/env bash
# Installs every Debian 12 package Hats Companion needs to build, test and run.
# Safe to run again: apt-get skips what is already there. Uses sudo when not root.
set -euo pipefail

packages=(
    # toolchain
    build-essential cmake ninja-build pkg-config git clang-format
    # engine and tests (clang-tidy: the static checks of engine/ and db/ in tools/run-tests.sh)
    clang-tidy
    nlohmann-json3-dev libgtest-dev libgmock-dev googletest libbenchmark-dev
    # the command line: argument parsing, display widths of names;
    # Unicode names: validity, control characters, NFC (formats.md "Limits")
    libcli11-dev libutf8proc-dev libfontconfig-dev
    # history database
    libsqlite3-dev sqlite3
    # photo reading
    libopencv-dev libjpeg-dev libpng-dev libexif-dev
    # the app
    qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6sql6-sqlite qt6-svg-dev
    # Qt's own words (standard buttons, dialogs) in French, German and Spanish
    qt6-translations-l10n
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtquick-dialogs
    qml6-module-qtqml-workerscript qml6-module-qtcore qml6-module-qt-labs-platform
    qml6-module-qttest qml6-module-qtquick-shapes qml6-module-qt-labs-folderlistmodel
    # the camera on the photo screens (without a camera, photos are opened from files)
    qt6-multimedia-dev qml6-module-qtmultimedia
    # offscreen screenshots and a real display for GUI checks; tools/ui-playthrough.py
    # clicks through the app there (xdotool) and takes screenshots (imagemagick)
    xvfb xauth xdotool imagemagick
    # the Debian package and its checks (packaging/build-deb.sh, tools/run-tests.sh),
    # icons from the SVG (tools/make-icons.sh), timing in tools/app-perf.sh
    dpkg-dev fakeroot lintian appstream desktop-file-utils librsvg2-bin time bash-completion
    # tools/language-check.sh reads the French, German and Spanish screens back
    tesseract-ocr tesseract-ocr-fra tesseract-ocr-deu tesseract-ocr-spa
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages are installed"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
