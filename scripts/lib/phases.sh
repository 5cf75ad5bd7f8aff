# The phases of scripts/test: each runs under a time limit, in a process group of its own, its output into
# $REPORTS/<name>.log, and adds what it found to the closing "N passed, N failed" line. Sourced, not run.
#
# A phase that passes its limit is stopped with its whole process group (jest and its workers, Playwright and
# its browsers): `timeout` runs the command in a new process group and signals all of it, TERM first and KILL
# KILL_GRACE later. The run goes on; the phase is reported as failed with what it had not finished
# (scripts/lib/count-results.mjs).

KILL_GRACE=20s
TOTAL_PASSED=0
TOTAL_FAILED=0
declare -A PHASE_PID=() PHASE_BEGAN=() PHASE_LIMIT=() PHASE_DIR=() PHASE_JEST_ARGS=() PHASE_RC=() PHASE_TOOK=()
PHASE_TIMES=()

add() { # add <suite> <passed> <failed>
  TOTAL_PASSED=$((TOTAL_PASSED + $2))
  TOTAL_FAILED=$((TOTAL_FAILED + $3))
  log "$1: $2 passed, $3 failed"
}

# phase_start <name> <limit in seconds> <folder> <command...>: in the background.
phase_start() {
  local name=$1 limit=$2 dir=$3
  shift 3
  PHASE_BEGAN[$name]=$SECONDS
  PHASE_LIMIT[$name]=$limit
  PHASE_DIR[$name]=$dir
  rm -f "$REPORTS/$name".{json,progress,status,tests}
  unset 'PHASE_RC[$name]' 'PHASE_TOOK[$name]'
  (cd "$dir" && TEST_PROGRESS_FILE="$REPORTS/$name.progress" exec timeout --kill-after="$KILL_GRACE" "$limit" "$@") \
    >"$REPORTS/$name.log" 2>&1 &
  PHASE_PID[$name]=$!
}

# jest_phase_start <name> <limit> <folder> <jest options...>: jest with the progress reporter and a --json report.
jest_phase_start() {
  local name=$1 limit=$2 dir=$3
  shift 3
  PHASE_JEST_ARGS[$name]="$*"
  phase_start "$name" "$limit" "$dir" pnpm exec jest "$@" --json --outputFile="$REPORTS/$name.json" \
    --reporters=default --reporters="$ROOT/scripts/lib/jest-progress-reporter.cjs"
}

# phase_reap_next: waits for whichever running phase ends next and records its exit code and the moment it ended
# (phases are waited for in the script's order, not theirs: a phase's time is when it ended, not when it was asked).
phase_reap_next() {
  local pid= rc name
  [ ${#PHASE_PID[@]} -gt 0 ] || return 1
  wait -n -p pid "${PHASE_PID[@]}" 2>/dev/null
  rc=$?
  if [ -z "${pid:-}" ]; then
    # `wait -n` knows only the jobs still in the shell's table. A phase that ended while the script did something
    # else is taken out of it when the script next starts a job (bash keeps its status aside), and `wait -n` then
    # refuses the whole list: such a phase, gone from /proc, is waited for by its pid, which finds the status kept.
    for name in "${!PHASE_PID[@]}"; do
      [ -e "/proc/${PHASE_PID[$name]}" ] && continue
      pid=${PHASE_PID[$name]}
      wait "$pid"
      rc=$?
      break
    done
    [ -n "$pid" ] || return 1
  fi
  for name in "${!PHASE_PID[@]}"; do
    [ "${PHASE_PID[$name]}" = "$pid" ] || continue
    PHASE_RC[$name]=$rc
    PHASE_TOOK[$name]=$((SECONDS - PHASE_BEGAN[$name]))
    unset 'PHASE_PID[$name]'
  done
}

# phase_wait_any <name...>: waits until one of the named phases has ended (reaping the others that end meanwhile, so
# that their times stay right).
phase_wait_any() {
  local name
  while true; do
    for name in "$@"; do
      # `wait -n` may report the named phase before another that ended first (both over by the time it asks, as
      # on a loaded machine): that one is recorded now too, not when something next waits
      [ -n "${PHASE_RC[$name]:-}" ] && { phase_reap_ended; return 0; }
    done
    phase_reap_next || return 1
  done
}

# phase_reap_ended: records every phase whose process has ended already, without waiting for the others.
phase_reap_ended() {
  local name pid rc
  for name in "${!PHASE_PID[@]}"; do
    pid=${PHASE_PID[$name]}
    [ -e "/proc/$pid" ] && ! grep -q '^[0-9]* ([^)]*) Z' "/proc/$pid/stat" 2>/dev/null && continue
    wait "$pid"
    rc=$?
    PHASE_RC[$name]=$rc
    PHASE_TOOK[$name]=$((SECONDS - PHASE_BEGAN[$name]))
    unset 'PHASE_PID[$name]'
  done
}

# phase_wait <name>: waits for it, records its exit code and time; returns its exit code.
phase_wait() {
  local name=$1
  while [ -z "${PHASE_RC[$name]:-}" ]; do phase_reap_next || break; done
  local rc=${PHASE_RC[$name]:-1} took=${PHASE_TOOK[$name]:-$((SECONDS - PHASE_BEGAN[$name]))}
  echo "$rc $took ${PHASE_LIMIT[$name]}" >"$REPORTS/$name.status"
  PHASE_TIMES+=("$(printf '%-24s %5d s  (limit %5d s)%s' "$name" "$took" "${PHASE_LIMIT[$name]}" \
    "$(phase_timed_out "$name" && echo '  STOPPED AT ITS LIMIT')")")
  if phase_timed_out "$name" && [ -n "${PHASE_JEST_ARGS[$name]:-}" ]; then
    # the files it was to run, so the report can name those it never began
    # shellcheck disable=SC2086 # the options were split when given
    (cd "${PHASE_DIR[$name]}" && timeout 120 pnpm exec jest ${PHASE_JEST_ARGS[$name]} --listTests) \
      >"$REPORTS/$name.tests" 2>/dev/null
  fi
  return "$rc"
}

phase_timed_out() { # `timeout`: 124 when it stopped the command, 137 when that took a KILL
  local rc
  rc=$(cut -d' ' -f1 "$REPORTS/$1.status" 2>/dev/null)
  [ "$rc" = 124 ] || [ "$rc" = 137 ]
}

# raise_priority <name...>: phases started under `nice` that are still running get the suite's own priority back,
# every process and thread of their group (`timeout` made the group; setpriority on a group reaches each thread).
# Raising a priority needs root (CI's case) or a nice limit that allows it; without, they go on at their own.
raise_priority() {
  local name
  for name in "$@"; do
    [ -n "${PHASE_PID[$name]:-}" ] || continue
    renice -n "$(nice)" -g "${PHASE_PID[$name]}" >/dev/null 2>&1 ||
      log "$name goes on at its lower priority: this user may not raise it"
  done
}

# Phases reported in the order they end, whatever the order they were started in: `watch` each one started, then
# report_as_they_end reports each as it ends, until none is left.
declare -A WATCH_KIND=() WATCH_TITLE=()
WATCHED=()
watch() { # watch <name> <jest|playwright|check> <suite name>
  WATCHED+=("$1")
  WATCH_KIND[$1]=$2
  WATCH_TITLE[$1]=$3
}
report_as_they_end() {
  local name ended rest
  while [ ${#WATCHED[@]} -gt 0 ]; do
    phase_wait_any "${WATCHED[@]}" || break
    ended=() rest=()
    for name in "${WATCHED[@]}"; do
      if [ -n "${PHASE_RC[$name]:-}" ]; then ended+=("$name"); else rest+=("$name"); fi
    done
    WATCHED=("${rest[@]}")
    for name in "${ended[@]}"; do
      phase_wait "$name"
      if [ "${WATCH_KIND[$name]}" = check ]; then
        phase_check "$name" "${WATCH_TITLE[$name]}"
      else
        phase_report "$name" "${WATCH_KIND[$name]}" "${WATCH_TITLE[$name]}"
      fi
    done
  done
}

# phase_report <name> <jest|playwright> [suite name]: prints its log and adds its tests to the totals.
phase_report() {
  local name=$1 kind=$2 suite=${3:-$1}
  log "$suite"
  cat "$REPORTS/$name.log"
  add "$suite" $(node "$ROOT/scripts/lib/count-results.mjs" "$kind" "$REPORTS" "$name")
}

# phase_check <name> [suite name]: a phase without tests of its own (type-check, a linter): one pass or one failure.
phase_check() {
  local name=$1 suite=${2:-$1}
  log "$suite"
  cat "$REPORTS/$name.log"
  if phase_timed_out "$name"; then
    echo "$suite: stopped at its time limit of ${PHASE_LIMIT[$name]} s" >&2
    add "$suite" 0 1
  elif [ "$(cut -d' ' -f1 "$REPORTS/$name.status")" = 0 ]; then
    add "$suite" 1 0
  else
    add "$suite" 0 1
  fi
}

# Stops every phase still running (Ctrl-C, or the script itself stopped): `timeout` passes the signal on to the
# phase's whole process group.
stop_phases() {
  local pid
  for pid in "${PHASE_PID[@]}"; do kill -TERM "$pid" 2>/dev/null; done
}

print_phase_times() {
  log "time per phase"
  printf '%s\n' "${PHASE_TIMES[@]}" >&2
}
