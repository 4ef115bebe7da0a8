# Shared by the shell suites (tests/suite_*.sh), sourced after they cd to
# the repository: the counters, one line a check, and the closing line
# "N passed, N failed" that tests/run.sh reads.
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }
# The closing line, then exit with the verdict (0 when nothing failed).
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}
