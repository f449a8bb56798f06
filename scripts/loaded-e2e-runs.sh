#!/usr/bin/env bash
# Issue #36's loaded runs: the whole e2e suite N times in a row with two busy loops beside it
# (a loaded two-core CI machine), each run's log in LOG-<i>.log and one line a run in
# LOG-summary.txt (exit code, wall time, load, and how many FLAKY and FAILED lines it printed).
# Run it in a built checkout (npm run build first):
#   bash scripts/loaded-e2e-runs.sh 5 /tmp/loaded
# The busy loops are stopped by PID when it ends, however it ends.
set -u
N=${1:-5}
LOG=${2:-/tmp/gridwise-loaded}
cd "$(dirname "$0")/.."
node -e 'for(;;){}' &
L1=$!
node -e 'for(;;){}' &
L2=$!
trap 'kill $L1 $L2 2>/dev/null' EXIT
for i in $(seq 1 "$N"); do
  s=$(date +%s)
  npm run test:e2e > "$LOG-$i.log" 2>&1
  rc=$?
  echo "run $i: rc=$rc wall=$(( $(date +%s) - s )) s load=$(cut -d' ' -f1-3 /proc/loadavg)" \
    "flaky=$(grep -c '^FLAKY' "$LOG-$i.log") failed=$(grep -c '^FAILED' "$LOG-$i.log")" \
    >> "$LOG-summary.txt"
done
