#!/usr/bin/env bash
# `steplens` copied alone into a scratch folder (no steplens-gui next to it): what needs Qt fails with one
# clear line naming the missing sibling and exit code 2; what does not (version, English and unknown
# --lang, the mistyped-command check) still runs in steplens itself, without trying to hand over.
# Usage: handover.sh STEPLENS WORKDIR
set -uo pipefail
steplens=$1
work=$2
rm -rf "$work" && mkdir -p "$work" && cp "$steplens" "$work/steplens" || exit 1
alone="$work/steplens"
sibling="$work/steplens-gui"
fail() { echo "FAIL: $*"; exit 1; }

# Runs the lone steplens with "$@"; sets $rc and $err (stderr).
run() { "$alone" "$@" > "$work/out" 2> "$work/err"; rc=$?; err=$(cat "$work/err"); }

# Each of these needs the Qt part: exactly one line that names the sibling's path and the errno text.
expect_handover() {
  run "$@"
  [ "$rc" -eq 2 ] || fail "steplens $*: exit code $rc, expected 2 (stderr: $err)"
  [ "$(wc -l < "$work/err")" -eq 1 ] || fail "steplens $*: expected one line on stderr, got: $err"
  case "$err" in
    *"$sibling"*"No such file or directory"*) ;;
    *) fail "steplens $*: the message does not name $sibling and the reason: $err" ;;
  esac
}
expect_handover
expect_handover --example
expect_handover --lang zh_CN --example
expect_handover "$work"
expect_handover export "$work" --out "$work/export"
expect_handover report "$work" --lang zh_CN
expect_handover report "$work" --lang=zh_CN --format json
expect_handover compare "$work" "$work" --lang zh_CN
LANG=zh_CN.UTF-8 LC_ALL= LC_MESSAGES= expect_handover report "$work" --lang system

# These stay in steplens: no message about the sibling.
stays() {
  run "$@"
  case "$err" in *steplens-gui*) fail "steplens $*: tried to hand over: $err" ;; esac
}
stays --version
[ "$rc" -eq 0 ] || fail "steplens --version: exit code $rc"
stays report "$work/missing" --lang en
grep -q 'the folder does not exist' "$work/err" || fail "report --lang en did not run in steplens: $err"
LANG=en_US.UTF-8 LC_ALL= LC_MESSAGES= stays report "$work/missing" --lang system
grep -q 'the folder does not exist' "$work/err" || fail "report --lang system (English locale) did not run in steplens: $err"
stays report "$work/missing" --lang klingon
grep -q "unknown language 'klingon'" "$work/err" || fail "--lang klingon not refused by steplens: $err"
stays reprot "$work/missing"
[ "$rc" -eq 2 ] && grep -q 'is neither a command nor a folder' "$work/err" || fail "mistyped command: rc $rc: $err"
echo OK
