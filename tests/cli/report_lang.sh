#!/usr/bin/env bash
# `steplens report --lang zh_CN` on the example's first run: Chinese headings and finding titles that
# carry the same numbers as the English ones, and a JSON report with the same keys in both languages.
# Usage: report_lang.sh STEPLENS WORKDIR
set -euo pipefail
export LC_ALL=C.UTF-8 # grep -P matches CJK code points only in a UTF-8 locale
steplens=$1
work=$2
rm -rf "$work" && mkdir -p "$work"
"$steplens" example "$work/runs" > /dev/null
run="$work/runs/$(ls "$work/runs" | grep -v README | sort | head -n 1)"
"$steplens" report "$run" > "$work/en.txt"
"$steplens" report "$run" --lang zh_CN > "$work/zh.txt"
fail() { echo "FAIL: $*"; exit 1; }

grep -q '^StepLens report$' "$work/en.txt" || fail "English heading missing"
grep -q '^StepLens 报告$' "$work/zh.txt" || fail "Chinese heading missing"
grep -q '^发现$' "$work/zh.txt" || fail "Chinese 'Findings' heading missing"
grep -q '^诊断信息$' "$work/zh.txt" || fail "Chinese 'Diagnostics' heading missing"
grep -q 'Findings' "$work/zh.txt" && fail "an English heading is left in the Chinese report"

# Finding lines: "N. [severity] title  (id)". Same count, same ids in the same order.
grep -E '^[0-9]+\. \[' "$work/en.txt" > "$work/en.findings" || fail "no finding in the English report"
grep -E '^[0-9]+\. \[' "$work/zh.txt" > "$work/zh.findings" || fail "no finding in the Chinese report"
[ "$(wc -l < "$work/en.findings")" -ge 2 ] || fail "expected several findings on the example's first run"
diff <(grep -oE '\([a-z0-9.-]+\)$' "$work/en.findings") <(grep -oE '\([a-z0-9.-]+\)$' "$work/zh.findings") \
  || fail "finding ids differ"
n=0
while IFS= read -r en && IFS= read -r zh <&3; do
  n=$((n + 1))
  # The title (after "N. [severity] ") is Chinese: it holds CJK ideographs ...
  zh_title=${zh#*] }
  printf '%s' "${zh_title%  (*}" | grep -qP '[\x{4e00}-\x{9fff}]' || fail "finding $n is not translated: $zh"
  # ... and carries the numbers of the English title (order may differ).
  en_numbers=$(printf '%s' "${en%  (*}" | grep -oE '[0-9]+(\.[0-9]+)?' | sort | tr '\n' ' ')
  zh_numbers=$(printf '%s' "${zh%  (*}" | grep -oE '[0-9]+(\.[0-9]+)?' | sort | tr '\n' ' ')
  [ "$en_numbers" = "$zh_numbers" ] || fail "finding $n: numbers '$en_numbers' became '$zh_numbers': $zh"
done < "$work/en.findings" 3< "$work/zh.findings"
echo "checked $n findings"

# No English prose left in the Chinese findings of any example run (explanations, evidence, suggestions):
# five or more English words in a row outside a code line is an untranslated sentence.
for other in $(ls "$work/runs" | grep -v README); do
  "$steplens" report "$work/runs/$other" --lang zh_CN |
    awk '/^发现$/{f=1} /^迭代轨迹$/{f=0} f && !/^      /' > "$work/zh-findings-$other.txt"
  [ -s "$work/zh-findings-$other.txt" ] || fail "$other: no findings section in the Chinese report"
  if grep -E '([A-Za-z]+ ){5,}[A-Za-z]+' "$work/zh-findings-$other.txt"; then
    fail "$other: English prose in the Chinese findings (above)"
  fi
done

# The comparison of the first and the last example run, in Chinese: no English prose either (its notes were).
first=$(ls "$work/runs" | grep -v README | sort | head -n 1)
last=$(ls "$work/runs" | grep -v README | sort | tail -n 1)
"$steplens" compare "$work/runs/$first" "$work/runs/$last" --lang zh_CN | grep -v '^      ' > "$work/zh-compare.txt"
grep -qP '[\x{4e00}-\x{9fff}]' "$work/zh-compare.txt" || fail "the Chinese comparison has no Chinese text"
if grep -E '([A-Za-z]+ ){5,}[A-Za-z]+' "$work/zh-compare.txt"; then
  fail "English prose in the Chinese comparison (above)"
fi

# JSON: the keys never change with the language, only the human texts.
"$steplens" report "$run" --format json > "$work/en.json"
"$steplens" report "$run" --format json --lang zh_CN > "$work/zh.json"
diff <(grep -oE '"[A-Za-z0-9_]+":' "$work/en.json") <(grep -oE '"[A-Za-z0-9_]+":' "$work/zh.json") \
  || fail "JSON keys differ between languages"
grep -qP '"title": "[^"]*[\x{4e00}-\x{9fff}]' "$work/zh.json" || fail "JSON finding titles are not translated"
# An unknown language is refused.
if "$steplens" report "$run" --lang klingon > /dev/null 2>&1; then fail "--lang klingon accepted"; fi
echo OK
