#!/usr/bin/env python3
"""The Python baseline for a whole profiler folder (BENCHMARKS.md, "CSV folders").

What a minimal Python analyser does before any analysis: every CSV file through csv.reader, every
text file through str.split() per line, each row kept as a list of strings (as MindInsight's
analysers hold them), then the row count printed. JSON files (timelines) are not read: the folders
this is timed on have none.

    python3 tests/bench/python_csv_baseline.py FOLDER
"""
import csv
import os
import sys


def read_folder(root):
    rows = []
    for folder, _dirs, files in os.walk(root):
        for name in sorted(files):
            path = os.path.join(folder, name)
            if name.endswith(".csv"):
                with open(path, newline="", encoding="utf-8", errors="replace") as f:
                    rows.append(list(csv.reader(f)))
            elif name.endswith(".txt"):
                with open(path, encoding="utf-8", errors="replace") as f:
                    rows.append([line.split() for line in f])
    return rows


if __name__ == "__main__":
    tables = read_folder(sys.argv[1])
    print(sum(len(t) for t in tables))
    sys.stdout.flush()
    os._exit(0)  # no teardown, as steplens exits
