# scripts/test --repeat N PATTERN: the test files whose repository path matches PATTERN (an extended regular
# expression), N times each, in the suites they belong to, to hunt a flake. Sourced by scripts/test, which
# defines the phase and suite functions used here; the closing line sums every round.

repeat_files() { # repeat_files <N> <pattern>
  local n=$1 pattern=$2 file i
  local files=() unit=() server=() cluster=() e2e=()
  mapfile -t files < <(git ls-files | grep -E '\.(test|spec)\.tsx?$' | grep -E -- "$pattern")
  if [ ${#files[@]} = 0 ]; then
    echo "no test file's path matches '$pattern'" >&2
    add repeat 0 1
    return
  fi
  for file in "${files[@]}"; do
    case "$file" in
      server/test/*) server+=("${file#server/}") ;;
      cluster/test/*) cluster+=("${file#cluster/}") ;;
      e2e/tests/*) e2e+=("${file#e2e/}") ;;
      *) unit+=("$file") ;;
    esac
  done
  log "repeating $n times: ${files[*]}"

  for i in $(seq 1 "$n"); do
    if [ ${#unit[@]} -gt 0 ]; then
      jest_phase_start "unit-$i" "$LIMIT_UNIT" . --config jest.config.js --runTestsByPath "${unit[@]}"
      phase_wait "unit-$i"
      phase_report "unit-$i" jest "unit tests, round $i"
    fi
    if [ ${#server[@]} -gt 0 ]; then
      # both databases side by side, as in the whole run
      local suites=("server-pglite-$i")
      server_suite_start "server-pglite-$i" '' --runTestsByPath "${server[@]}"
      if require_service "PostgreSQL at $PG_URL" "$PG_OK" "server tests on PostgreSQL, round $i"; then
        server_suite_start "server-pg-$i" "$PG_URL" --runTestsByPath "${server[@]}"
        suites+=("server-pg-$i")
      fi
      for name in "${suites[@]}"; do
        phase_wait "$name"
        phase_report "$name" jest "server tests: $name"
      done
    fi
    if [ ${#cluster[@]} -gt 0 ]; then
      local missing
      missing=$(cluster_missing)
      if require_service "${missing:-}" "$([ -z "$missing" ] && echo 1 || echo 0)" "cluster tests, round $i"; then
        TEST_DATABASE_URL="$PG_URL" REDIS_URL="$REDIS_TEST_URL" \
          jest_phase_start "cluster-$i" "$LIMIT_CLUSTER" cluster --config jest.config.js --runTestsByPath "${cluster[@]}"
        phase_wait "cluster-$i"
        phase_report "cluster-$i" jest "cluster tests, round $i"
      fi
    fi
  done

  if [ ${#e2e[@]} -gt 0 ]; then
    # one build and one site for every round: Playwright repeats each test itself, one worker, since the copies of a
    # test play the same seeded members and would meet each other (the whole run never runs a test twice at once)
    build_start
    if phase_wait build; then
      e2e_server_start
      e2e_run e2e "$LIMIT_E2E" --workers=1 --repeat-each "$n" "${e2e[@]}"
      stop_e2e_server
    else
      cat "$REPORTS/build.log"
      add build 0 1
    fi
  fi
}
