#!/usr/bin/env bash
# The README's first command: installs what is missing, builds, and starts the app with its
# default database (in the platform's app-data folder). Arguments go to the app.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
tools/build.sh
exec build/app/gui/hats-companion "$@"
