#!/usr/bin/env bash
# make dist (issue 32): the release tarball hexarcade-VERSION.tar.gz holds
# exactly the committed tree (HEAD) under hexarcade-VERSION/, and its
# unpacked tree, with nothing beside it, builds every program and test
# (make build-all) whose client says the version. Skipped outside a git
# checkout (the tarball is packed from HEAD; .ci/run tests such a copy).
# Ends with "N passed, N failed".
set -u
cd "$(dirname "$0")/.." || exit 1
# The tarball is built as a user would: none of the calling make's variables
# (make test BUILD=..., make check's BUILD=build/check, SAN and OPT): the
# unpacked tree's build must land in its own build/, where it is looked for.
unset MAKEFLAGS MFLAGS MAKELEVEL BUILD SAN OPT
. tests/lib_suite.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! git rev-parse --verify -q HEAD >"$tmp/head" 2>&1; then
    echo "skip make dist: not a git checkout"
    echo "0 passed, 0 failed"
    exit 0
fi
version=$(sed -n 's/^#define HEXARCADE_VERSION "\(.*\)"$/\1/p' src/core/version.h)
name=hexarcade-$version
if make --no-print-directory BUILD="$tmp/out" dist >"$tmp/dist.log" 2>&1 && [ -f "$tmp/out/$name.tar.gz" ]; then
    ok "make dist wrote $name.tar.gz ($(wc -c <"$tmp/out/$name.tar.gz") bytes)"
else
    bad "make dist: $(tail -n 3 "$tmp/dist.log" | tr '\n' ' ')"
    echo "$passed passed, $failed failed"
    exit 1
fi
tar -tzf "$tmp/out/$name.tar.gz" | grep -v '/$' | sed "s|^$name/||" | LC_ALL=C sort >"$tmp/listed"
git ls-tree -r --name-only HEAD | LC_ALL=C sort >"$tmp/tracked"
outside=$(tar -tzf "$tmp/out/$name.tar.gz" | grep -v -c "^$name/")
if [ "$outside" -eq 0 ] && diff "$tmp/tracked" "$tmp/listed" >"$tmp/diff"; then
    ok "the tarball holds the $(wc -l <"$tmp/listed") files of HEAD under $name/"
else
    bad "the tarball differs from HEAD ($outside entries outside $name/): $(head -n 5 "$tmp/diff" | tr '\n' ' ')"
fi
for f in LICENSE CHANGELOG.md src/core/version.h man/hexarcade.6 tools/install-deps.sh; do
    grep -q -x "$f" "$tmp/listed" || bad "the tarball lacks $f"
done
# Unpacked alone in a fresh folder; built with the tests (no install, no
# network: the build dependencies are here already). Unoptimised and without
# debug information (OPT=-O0 CFLAGS=-g0): what is asked is that the tarball
# alone builds, not how well, and at -O2 -g this build was a third of
# make test's processor time (the checkout's own build compiles at -O2).
mkdir "$tmp/u"
tar -xzf "$tmp/out/$name.tar.gz" -C "$tmp/u"
if [ "$(ls -A "$tmp/u")" = "$name" ] &&
    make --no-print-directory -C "$tmp/u/$name" -j2 OPT=-O0 CFLAGS=-g0 build-all >"$tmp/build.log" 2>&1; then
    ok "the unpacked tree builds every program and test (make build-all)"
    out=$("$tmp/u/$name/build/hexarcade" --version 2>&1)
    if [ "$out" = "hexarcade $version" ] && (cd "$tmp/u/$name" && build/levelcheck --quiet >"$tmp/lc.log" 2>&1) &&
        (cd "$tmp/u/$name" && build/tests/test_hex >"$tmp/hex.log" 2>&1); then
        ok "the unpacked tree's client says '$out'; its levelcheck and test_hex pass"
    else
        bad "unpacked tree: '$out', $(tail -n 2 "$tmp/lc.log" "$tmp/hex.log" | tr '\n' ' ')"
    fi
else
    bad "the unpacked tree does not build: $(grep -m 3 -E 'error|Error' "$tmp/build.log" | tr '\n' ' ')"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
