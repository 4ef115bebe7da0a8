#!/usr/bin/env bash
# Installs what Hexarcade needs to build and test: SDL2, SDL2_ttf, SDL2_image,
# giflib (the GIF export),
# json-c (AbstractPlay's game records), cmocka, pkg-config, xvfb for the screen tests and desktop-file-utils for
# the install test. Debian/Ubuntu only; elsewhere
# it names the packages and stops, so a fresh machine never fails silently.
set -euo pipefail

# desktop-file-utils: the install test validates hexarcade.desktop.
DEB_PKGS="build-essential pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev libjson-c-dev libcmocka-dev xvfb xauth desktop-file-utils python3"
# `make fuzz` only: clang with libFuzzer's runtime (never needed by make test).
if [ "${1:-}" = "--fuzz" ]; then
    DEB_PKGS="clang libclang-rt-dev"
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
    $SUDO apt-get install -y -q --no-install-recommends $DEB_PKGS >&2
    exit 0
fi

cat >&2 <<MSG
install-deps: this is not a Debian/Ubuntu system (no apt-get).
Install these with your package manager, then run make again:
(make fuzz also needs clang with libFuzzer: compiler-rt on Fedora/Arch, llvm on macOS.)
  Fedora:  sudo dnf install gcc make pkgconf SDL2-devel SDL2_ttf-devel SDL2_image-devel giflib-devel json-c-devel libcmocka-devel xorg-x11-server-Xvfb desktop-file-utils
  Arch:    sudo pacman -S base-devel pkgconf sdl2 sdl2_ttf sdl2_image giflib json-c cmocka xorg-server-xvfb desktop-file-utils
  macOS:   brew install pkg-config sdl2 sdl2_ttf sdl2_image giflib json-c cmocka
MSG
exit 1
