#!/usr/bin/env bash
# Runs a command and fails when it changed anything in FOLDER: every entry's type, size, mode,
# modification time and checksum, and no entry added (a -wal or -shm file beside a database).
#   untouched_after.sh FOLDER COMMAND [ARG...]
set -euo pipefail
folder="$1"
shift
state() { find "$folder" -printf '%y %s %m %T@ %p\n' | sort; find "$folder" -type f -exec sha256sum {} + | sort; }
before="$(state)"
"$@" > /dev/null
after="$(state)"
if [ "$before" != "$after" ]; then
  echo "the command changed $folder:"
  diff <(printf '%s\n' "$before") <(printf '%s\n' "$after") 2>/dev/null || printf '%s\n---\n%s\n' "$before" "$after"
  exit 1
fi
