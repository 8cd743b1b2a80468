#!/usr/bin/env bash
# Whole-process timing of `steplens report --format json` on a CSV folder, side by side in one
# hyperfine run with its baselines (BENCHMARKS.md, "CSV folders"):
#   the read floor  `cat FILES > /dev/null` (every file of the folder, page cache warm),
#   Python's csv    tests/bench/python_csv_baseline.py (csv.reader / str.split over every file),
#   steplens        one or more builds (e.g. main's and this branch's), each as given.
# Medians of wall time and means of CPU time (user + system, from hyperfine), and ratios of both: on a
# shared machine the CPU ratios are the ones that hold. Then the peak RSS of each steplens build
# from /usr/bin/time -v (median of 3). PYTHON_RUNS=N times Python N times in a second hyperfine run
# instead (0: not at all), for folders where it takes minutes.
#
#   [PYTHON_RUNS=N] tests/bench/csv_folder_bench.sh FOLDER RUNS STEPLENS [STEPLENS...]
set -euo pipefail
folder=$1
runs=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
out=${TMPDIR:-/tmp}/steplens-csv-folder-bench
mkdir -p "$out"
files=$(find "$folder" -type f \( -name '*.csv' -o -name '*.txt' -o -name '*.json' \) ! -name '*.done' | sort | tr '\n' ' ')
bytes=$(cat $files | wc -c)
echo "folder: $folder, $(echo $files | wc -w) files, $bytes bytes; $(uptime)"
cat $files > /dev/null # warm the page cache
python="python3 $here/python_csv_baseline.py $folder"
cmds=(-n cat "cat $files > /dev/null")
pyruns=${PYTHON_RUNS:-$runs}
[ "$pyruns" = "$runs" ] && cmds+=(-n python "$python")
for s in "$@"; do
    cmds+=(-n "$s" "$s report $folder --format json > /dev/null")
done
hyperfine --warmup 1 --runs "$runs" --export-json "$out/hyperfine.json" "${cmds[@]}" > "$out/hyperfine.txt" 2>&1
echo '{"results": []}' > "$out/python.json"
if [ "$pyruns" != "$runs" ] && [ "$pyruns" -gt 0 ]; then
    hyperfine --runs "$pyruns" --export-json "$out/python.json" -n python "$python" > "$out/python.txt" 2>&1
fi
python3 - "$out/hyperfine.json" "$out/python.json" <<'PY'
import json, statistics, sys
res = json.load(open(sys.argv[1]))["results"] + json.load(open(sys.argv[2]))["results"]
wall = {r["command"]: statistics.median(r["times"]) for r in res}
cpu = {r["command"]: r["user"] + r["system"] for r in res}  # hyperfine keeps the mean only
cat = wall["cat"]
py = wall.get("python"), cpu.get("python")
print("| command | runs | wall s median (min-max) | CPU s mean | x cat (wall) | x cat floor (CPU / cat wall) | Python / it (wall) | Python / it (CPU) |")
print("|---|---|---|---|---|---|---|---|")
for r in res:
    c = r["command"]
    ratio = lambda a, b: f"{a / b:.1f}" if a and b else "-"
    print(f"| {c} | {len(r['times'])} | {wall[c]:.3f} ({min(r['times']):.3f}-{max(r['times']):.3f}) | {cpu[c]:.3f} | "
          f"{wall[c] / cat:.1f} | {cpu[c] / cat:.1f} | {ratio(py[0], wall[c])} | {ratio(py[1], cpu[c])} |")
PY
for s in "$@"; do
    rss=()
    for i in 1 2 3; do
        rss+=($( { /usr/bin/time -v "$s" report "$folder" --format json > /dev/null; } 2>&1 | awk '/Maximum resident/ {print $6}'))
    done
    sorted=($(printf '%s\n' "${rss[@]}" | sort -n))
    echo "peak RSS $s: ${sorted[1]} kB (runs: ${rss[*]}); folder $((bytes / 1024)) kB: $(python3 -c "print(round(${sorted[1]} * 1024 / $bytes, 2))")x"
done
