#!/usr/bin/env bash
# Packs the Windows build (make windows) into one zip that runs from wherever
# it is unpacked: hexarcade.exe and the tools, every DLL they import that is
# not Windows' own (found by walking the import tables: the libraries from
# tools/cross-deps.sh's prefix, mingw-w64's runtime), the data that make
# install installs (fonts, levels, the AI ladder), the licences and a README.
# Usage: tools/windows-zip.sh BIN_DIR PREFIX VERSION OUT.zip
set -euo pipefail
[ $# -eq 4 ] || { echo "usage: tools/windows-zip.sh BIN_DIR PREFIX VERSION OUT.zip" >&2; exit 2; }
bin=$1 prefix=$2 version=$3 out=$4
host=x86_64-w64-mingw32
name=hexarcade-$version-win64
[ -f "$bin/hexarcade.exe" ] || { echo "windows-zip: no $bin/hexarcade.exe (build it first: make windows)" >&2; exit 1; }
command -v zip >/dev/null || { echo "windows-zip: zip is missing (Debian: apt-get install zip)" >&2; exit 1; }

# Where a DLL that is not Windows' own can come from, in order.
gcc_dir=$(dirname "$("$host-gcc-posix" -print-libgcc-file-name)")
dll_dirs=("$prefix/bin" "$gcc_dir" "/usr/$host/lib")

stage=$(mktemp -d "${TMPDIR:-/tmp}/hexarcade-zip.XXXXXX")
trap 'rm -rf "$stage"' EXIT
top=$stage/$name
mkdir -p "$top/licenses"
cp "$bin"/*.exe "$top/"

# The DLLs, to a fixed point: each new one may import others.
imports() { "$host-objdump" -p "$1" | sed -n 's/^\s*DLL Name: //p'; }
todo=("$top"/*.exe)
declare -A seen=()
runtime=0
while [ ${#todo[@]} -gt 0 ]; do
    f=${todo[0]}
    todo=("${todo[@]:1}")
    for dll in $(imports "$f"); do
        key=${dll,,}
        [ -n "${seen[$key]:-}" ] && continue
        seen[$key]=1
        for d in "${dll_dirs[@]}"; do
            # The import names a DLL in any case; the file has one spelling.
            src=$(find "$d" -maxdepth 1 -iname "$dll" -print -quit 2>/dev/null)
            if [ -n "$src" ]; then
                cp "$src" "$top/"
                todo+=("$top/$(basename "$src")")
                [ "$d" = "${dll_dirs[0]}" ] || runtime=1
                break
            fi
        done
        # Not found: one of Windows' own (KERNEL32.dll, msvcrt.dll, ...).
    done
done

# The data, as make install puts it in DATADIR.
cp -R fonts levels "$top/"
mkdir -p "$top/docs"
cp docs/ai-ladder.txt "$top/docs/"

# The licences: Hexarcade's, each library's Debian copyright file, and
# mingw-w64's runtime (libgcc, winpthreads) where its DLLs are shipped.
cp LICENSE "$top/LICENSE.txt"
# (share/licenses/<source package>/copyright: the libraries' own licence
# files sit beside them there under their own names.)
for f in "$prefix"/share/licenses/*/copyright; do
    p=$(basename "$(dirname "$f")")
    # cmocka is for the tests only: never shipped.
    [ "$p" = cmocka ] && continue
    cp "$f" "$top/licenses/$p.txt"
done
if [ "$runtime" = 1 ]; then
    for p in gcc-mingw-w64-base mingw-w64-common; do
        [ -f "/usr/share/doc/$p/copyright" ] && cp "/usr/share/doc/$p/copyright" "$top/licenses/$p.txt"
    done
fi

cat >"$top/README.txt" <<EOF
Hexarcade $version for Windows (64-bit)

Five hex-board games (Wunchunk, Churn, ConHex, Uknight, Zumo) against the
computer or a friend, with review and import of AbstractPlay and Little Golem
records.

Start hexarcade.exe. The folder can go anywhere: the program finds its data
(fonts, levels, docs) beside itself, so keep the files together. Settings
and saved games are kept in %APPDATA%\\Hexarcade.

The other programs run in a command window (cmd or PowerShell):
  hexgtp.exe       the engine protocol (GTP-style) for other programs
  hexreview.exe    reviews a game record with the AI
  hexselfplay.exe, hexbench.exe, ...   tools; each takes --help

Hexarcade is free software under the MIT licence (LICENSE.txt). The
libraries beside it (SDL2, SDL2_ttf, SDL2_image, FreeType, libpng, zlib,
giflib, json-c, and mingw-w64's runtime) were built from Debian's source
packages; their licences are in licenses\\. The DejaVu fonts' licence is
fonts\\LICENSE-DejaVu.txt.
EOF
# Windows' Notepad wants CRLF.
sed -i 's/$/\r/' "$top/README.txt" "$top/LICENSE.txt" "$top"/licenses/*.txt

mkdir -p "$(dirname "$out")"
rm -f "$out.tmp"
(cd "$stage" && zip -q -r -X -9 - "$name") >"$out.tmp"
mv "$out.tmp" "$out"
echo "$out: $(du -k "$out" | cut -f1) KiB, $(find "$top" -type f | wc -l) files"
