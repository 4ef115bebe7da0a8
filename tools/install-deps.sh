#!/usr/bin/env bash
# What Hexarcade needs, in three sets:
#   --build  to build and install (make, make install): a C compiler,
#            pkg-config, SDL2, SDL2_ttf, SDL2_image, giflib (the GIF export),
#            json-c (AbstractPlay's game records);
#   (none)   also to run the tests (make test, make check): cmocka, xvfb for
#            the screen tests (and xwininfo to see the window),
#            desktop-file-utils, groff (the man pages), appstream (the
#            metainfo), python3 (the layout check), and dpkg-dev, debhelper
#            and lintian (make deb's package);
#   --fuzz   make fuzz only: clang with libFuzzer's runtime;
#   --web    make test-web only: Debian's chromium, and npm (for
#            puppeteer-core) when the system has none (a node that is not
#            Debian's brings its own).
# Installs them with apt-get on Debian/Ubuntu; elsewhere it names the packages
# and stops, so a fresh machine never fails silently.
# With --check it installs nothing: it names what is missing (exit 1) or
# says nothing (exit 0). make and make install only ever check (--build
# --check); make test and make check install the test set when it is missing.
set -euo pipefail

set_name="test"
check=0
for a in "$@"; do
    case $a in
    --build) set_name=build ;;
    --fuzz) set_name=fuzz ;;
    --web) set_name=web ;;
    --check) check=1 ;;
    *) echo "usage: install-deps.sh [--build | --fuzz | --web] [--check]" >&2; exit 2 ;;
    esac
done

BUILD_PKGS="build-essential pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev libjson-c-dev"
TEST_PKGS="libcmocka-dev xvfb xauth x11-utils desktop-file-utils groff-base appstream python3 dpkg-dev debhelper lintian"
case $set_name in
build) DEB_PKGS=$BUILD_PKGS ;;
test) DEB_PKGS="$BUILD_PKGS $TEST_PKGS" ;;
fuzz) DEB_PKGS="clang libclang-rt-dev" ;;
web) DEB_PKGS="chromium"
    command -v npm >/dev/null 2>&1 || DEB_PKGS="$DEB_PKGS npm" ;;
esac

if [ "$check" = 1 ]; then
    # Each missing piece with the Debian package that brings it.
    missing=()
    have() { command -v "$1" >/dev/null 2>&1; }
    pc() { have pkg-config && pkg-config --exists "$1"; }
    cc=${CC:-cc}
    if [ "$set_name" = fuzz ]; then
        have clang || missing+=("clang (clang, libclang-rt-dev)")
    elif [ "$set_name" = web ]; then
        have chromium || missing+=("chromium (chromium)")
        have npm || missing+=("npm (npm)")
    else
        have "${cc%% *}" || missing+=("the C compiler '$cc' (build-essential)")
        have make || missing+=("make (build-essential)")
        have pkg-config || missing+=("pkg-config (pkg-config)")
        pc sdl2 || missing+=("SDL2 (libsdl2-dev)")
        pc SDL2_ttf || missing+=("SDL2_ttf (libsdl2-ttf-dev)")
        pc SDL2_image || missing+=("SDL2_image (libsdl2-image-dev)")
        pc json-c || missing+=("json-c (libjson-c-dev)")
        # giflib has no pkg-config file on Debian 12: ask the compiler.
        # shellcheck disable=SC2086 # CC (ccache gcc) and CPPFLAGS are lists of words
        printf '#include <gif_lib.h>\n' | $cc ${CPPFLAGS:-} -E - >/dev/null 2>&1 || missing+=("giflib (libgif-dev)")
    fi
    if [ "$set_name" = test ]; then
        pc cmocka || missing+=("cmocka (libcmocka-dev)")
        have xvfb-run || missing+=("xvfb-run (xvfb)")
        have xauth || missing+=("xauth (xauth)")
        have xwininfo || missing+=("xwininfo (x11-utils)")
        have desktop-file-validate || missing+=("desktop-file-validate (desktop-file-utils)")
        have groff || missing+=("groff (groff-base)")
        have appstreamcli || missing+=("appstreamcli (appstream)")
        have python3 || missing+=("python3 (python3)")
        have dpkg-buildpackage || missing+=("dpkg-buildpackage (dpkg-dev)")
        have dh || missing+=("dh (debhelper)")
        have lintian || missing+=("lintian (lintian)")
    fi
    [ ${#missing[@]} -eq 0 ] && exit 0
    echo "missing ($set_name dependencies): ${missing[*]}" >&2
    exit 1
fi

if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
            echo "install-deps: not root and no sudo; install as root: apt-get install $DEB_PKGS" >&2
            exit 1
        fi
    fi
    echo "install-deps: installing $DEB_PKGS" >&2
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -q >&2 || true
    # shellcheck disable=SC2086 # a list of package names
    $SUDO apt-get install -y -q --no-install-recommends $DEB_PKGS >&2
    exit 0
fi

cat >&2 <<MSG
install-deps: this is not a Debian/Ubuntu system (no apt-get).
Install these with your package manager, then run make again
(to build: the first group; make test also needs the second; make fuzz:
clang with libFuzzer, compiler-rt on Fedora/Arch, llvm on macOS):
  Fedora:  sudo dnf install gcc make pkgconf SDL2-devel SDL2_ttf-devel SDL2_image-devel giflib-devel json-c-devel
                            libcmocka-devel xorg-x11-server-Xvfb xauth xwininfo desktop-file-utils groff-base appstream python3
  Arch:    sudo pacman -S base-devel pkgconf sdl2 sdl2_ttf sdl2_image giflib json-c
                          cmocka xorg-server-xvfb xorg-xauth xorg-xwininfo desktop-file-utils groff appstream python
  macOS:   brew install pkg-config sdl2 sdl2_ttf sdl2_image giflib json-c
                        cmocka groff
MSG
exit 1
