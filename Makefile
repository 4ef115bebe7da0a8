# Hexarcade build. `make help` lists the targets.
# Copyright 2026 The Hexarcade developers. MIT licence (LICENSE).
#
# src/core, src/games and src/draw (the drawing kit) build without SDL into one static library that the
# client, the headless tools and the tests all link.
# src/plat/$(PLATFORM) is the platform seam's implementation (src/plat/plat.h): posix, or win32 for a
# mingw-w64 build (PLATFORM=win32). This variable is the only place that chooses.

BUILD    ?= build
PREFIX   ?= /usr/local
DESTDIR  ?=
CC       ?= cc
SAN      ?=
OPT      ?= -O2
PLATFORM ?= posix
# Where make install puts things (a Debian games package: BINDIR=/usr/games
# DATADIR=/usr/share/games/hexarcade). DATADIR is compiled in (src/core/game.c).
BINDIR      ?= $(PREFIX)/bin
DATAROOTDIR ?= $(PREFIX)/share
DATADIR     ?= $(DATAROOTDIR)/hexarcade
MANDIR      ?= $(DATAROOTDIR)/man
APPDIR      ?= $(DATAROOTDIR)/applications
ICONDIR     ?= $(DATAROOTDIR)/icons/hicolor
METAINFODIR ?= $(DATAROOTDIR)/metainfo
# The one version, written in src/core/version.h.
VERSION  := $(shell sed -n 's/.*HEXARCADE_VERSION "\(.*\)"$$/\1/p' src/core/version.h)
APP_ID    = io.github.hexarcade.Hexarcade
ICON_SIZES = 16 32 48 64 128 256 512

PKGS      = sdl2 SDL2_ttf SDL2_image
# The distribution's CPPFLAGS, CFLAGS and LDFLAGS come last, so they win.
# json-c reads and writes AbstractPlay's game records (src/core/foreign_ap.c).
JSON_CFLAGS := $(shell pkg-config --cflags json-c 2>/dev/null)
JSON_LIBS   := $(shell pkg-config --libs json-c 2>/dev/null || echo -ljson-c)
ALL_CPPFLAGS = -Isrc -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L $(JSON_CFLAGS) $(CPPFLAGS)
ALL_CFLAGS = -std=c11 -Wall -Wextra -Wno-unused-parameter -g $(OPT) $(SAN) $(CFLAGS)
DEPFLAGS  = -MMD -MP
COMPILE   = $(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(DEPFLAGS)
LINK      = $(CC) $(ALL_CFLAGS) $(LDFLAGS)
LDLIBS_CORE = -lm -lpthread $(JSON_LIBS)
# Recursive (=) so pkg-config is asked only when a recipe needs it, after deps.
SDL_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
# giflib (the GIF export, src/ui/share) has no pkg-config file on Debian 12.
SDL_LIBS   = $(shell pkg-config --libs $(PKGS) 2>/dev/null) -lgif
CMOCKA_CFLAGS = $(shell pkg-config --cflags cmocka 2>/dev/null)
CMOCKA_LIBS   = $(shell pkg-config --libs cmocka 2>/dev/null)

# Every .c under a folder (the games and the UI have sub-folders).
srcs_in   = $(shell find $(1) -name '*.c' 2>/dev/null | LC_ALL=C sort)
# The template game (src/games/template/) is built only into its test.
TEMPLATE_SRC = $(call srcs_in,src/games/template)
# The AI's pool without threads (fibers), only in the web page's second form.
POOL_FIBER = src/ai/ai_pool_fiber.c
CORE_SRC  = $(filter-out $(TEMPLATE_SRC) $(POOL_FIBER),$(call srcs_in,src/core src/contract src/ai src/audio src/games src/draw src/engine src/plat/common src/plat/$(PLATFORM)))
UI_MAIN   = src/ui/app/main.c
# The main loop's host (src/ui/app/host.h): the desktop's here, the
# browser's in make web.
HOST_WEB  = src/ui/app/host_web.c
UI_SRC    = $(filter-out $(UI_MAIN) $(HOST_WEB),$(call srcs_in,src/ui))
TOOLS_HEADLESS = hexgtp hexbench hexselfplay hexreview levelcheck soundcheck elofit puzzlegen
TOOLS_SDL = hexshot
TESTS_SRC = $(wildcard tests/test_*.c)
# The template game, Hexline (src/games/template/): a sixth game registered
# only in its own test.
SIXTH_TEST = tests/test_sixth_game.c
UI_TESTS  = $(filter tests/test_ui%,$(TESTS_SRC))
# The tests that need POSIX processes or a POSIX shell (fork, kill, pipes,
# waitpid, system() with sh syntax, mount, mkfifo, a non-root user's
# permissions): a Windows run of the tests skips exactly these; every other
# test reaches the system only through src/plat (suite_layout check 16).
POSIX_ONLY_TESTS = test_ai_review test_faults test_record test_regress test_settings test_sixth_game \
                   test_two_clients test_ui_play test_ui_share
CORE_TESTS = $(filter-out $(UI_TESTS) $(SIXTH_TEST),$(TESTS_SRC))

CORE_OBJ  = $(CORE_SRC:%.c=$(BUILD)/obj/%.o)
UI_OBJ    = $(UI_SRC:%.c=$(BUILD)/obj/%.o)
# Core objects are linked directly (not from an archive): every program gets
# every game through the registry anyway.
TESTLIB_OBJ = $(patsubst %.c,$(BUILD)/obj/%.o,$(wildcard tests/lib_*.c))
# Helpers of the UI tests only (they need libhexui): tests/uilib_*.c.
UITESTLIB_OBJ = $(patsubst %.c,$(BUILD)/obj/%.o,$(wildcard tests/uilib_*.c))
TOOLLIB_OBJ = $(patsubst %.c,$(BUILD)/obj/%.o,$(wildcard tools/lib_*.c))
# The fuzz harnesses and the in-memory files they run on.
FUZZLIB_OBJ = $(BUILD)/obj/fuzz/harness.o $(BUILD)/obj/fuzz/memfs.o
LIBUI     = $(BUILD)/libhexui.a
# EXE: the programs' suffix (.exe in the Windows build, make windows).
CLIENT    = $(BUILD)/hexarcade$(EXE)
TOOL_NAMES = $(notdir $(basename $(wildcard tools/*.c)))
TOOL_BINS = $(addsuffix $(EXE),$(addprefix $(BUILD)/,$(filter $(TOOLS_HEADLESS) $(TOOLS_SDL),$(TOOL_NAMES))))
TEST_BINS = $(CORE_TESTS:tests/%.c=$(BUILD)/tests/%$(EXE)) $(UI_TESTS:tests/%.c=$(BUILD)/tests/%$(EXE)) \
            $(SIXTH_TEST:tests/%.c=$(BUILD)/tests/%$(EXE))
KILLAT    = $(BUILD)/tests/killat.so
SIXTH_OBJ = $(patsubst %.c,$(BUILD)/obj/%.o,$(TEMPLATE_SRC))
REGISTRY_OBJ = $(BUILD)/obj/src/games/registry.o

DEPS_ENV = CC='$(CC)' CPPFLAGS='$(CPPFLAGS)'

.PHONY: all programs run test test-quick check tsan bench install install-files uninstall clean help \
        build-deps test-deps test-deps-check build-all dist deb windows windows-tests windows-test-bins test-windows \
        bench-windows fuzz fuzz-build \
        web web-files serve-web test-web bench-web FORCE
.DEFAULT_GOAL := all

# make and make install need the build dependencies only, and never install
# anything: a missing one stops them with its name.
all: build-deps
	@$(MAKE) --no-print-directory programs

programs: $(CLIENT) $(TOOL_BINS)

build-all: $(CLIENT) $(TOOL_BINS) $(TEST_BINS) $(KILLAT)

build-deps:
	@$(DEPS_ENV) bash tools/install-deps.sh --build --check || { \
	    echo "make: install the build dependencies above first (Debian/Ubuntu, as root: bash tools/install-deps.sh --build)" >&2; \
	    exit 1; }

# make test and make check (only they) install what the tests need when it
# is missing.
test-deps:
	@$(DEPS_ENV) bash tools/install-deps.sh --check 2>/dev/null || bash tools/install-deps.sh

# The other targets that build the tests stop with the names instead.
test-deps-check:
	@$(DEPS_ENV) bash tools/install-deps.sh --check || { \
	    echo "make: install the test dependencies above first (Debian/Ubuntu, as root: bash tools/install-deps.sh)" >&2; \
	    exit 1; }

# make run sets itself up (a newcomer's first command): the build packages it
# lacks are installed first, through tools/install-deps.sh as make test does
# (apt-get as root, sudo otherwise; elsewhere it names them and stops). Only
# run does: make, make install and packaging builds never install anything.
ifneq ($(filter run,$(MAKECMDGOALS)),)
RUN_MISSING := $(shell $(DEPS_ENV) bash tools/install-deps.sh --build --check 2>&1 >/dev/null)
endif
run:
ifneq ($(RUN_MISSING),)
	@echo "make run: $(RUN_MISSING); installing them (bash tools/install-deps.sh --build)"
	@$(DEPS_ENV) bash tools/install-deps.sh --build
endif
	@$(MAKE) --no-print-directory all
	$(CLIENT) $(ARGS)

test: test-deps
	@$(MAKE) --no-print-directory build-all
	@BUILD=$(BUILD) bash tests/run.sh

# The edit loop: every item but the slow ones listed in tests/run.sh.
test-quick: test-deps
	@$(MAKE) --no-print-directory build-all
	@BUILD=$(BUILD) TEST_QUICK=1 bash tests/run.sh

# SAN and OPT go to the tests too: tests/suite_install.sh relinks a copy of
# the build.
CHECK_SAN = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
check: test-deps
	@$(MAKE) --no-print-directory BUILD=build/check SAN="$(CHECK_SAN)" OPT=-O1 build-all
	@BUILD=build/check SAN="$(CHECK_SAN)" OPT=-O1 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 HEXARCADE_CHECK=1 bash tests/run.sh

# ThreadSanitizer over the tests that run threads (the AI worker, the session,
# the play screen with AI seats). Fails on a race report or a failed test;
# HEXARCADE_CHECK lets tests loosen timing bounds for the sanitizer's slowdown.
TSAN_TESTS = test_ai_worker test_ai_threads test_ai_eval test_session test_ui_play test_ui_faults test_ui_review test_ui_prep
tsan: test-deps-check
	@$(MAKE) --no-print-directory BUILD=build/tsan SAN=-fsanitize=thread OPT=-O1 $(TSAN_TESTS:%=build/tsan/tests/%)
	@fail=0; for t in $(TSAN_TESTS); do echo "== $$t"; \
	    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HEXARCADE_CHECK=1 TSAN_OPTIONS="halt_on_error=0 exitcode=66" \
	        build/tsan/tests/$$t; rc=$$?; \
	    if [ $$rc -eq 66 ]; then echo "tsan: data race in $$t"; fail=1; \
	    elif [ $$rc -ne 0 ]; then echo "tsan: $$t failed (status $$rc)"; fail=1; fi; done; \
	    [ $$fail -eq 0 ] && echo "tsan: no race reported"; exit $$fail

bench: build-deps
	@$(MAKE) --no-print-directory programs
	@$(BUILD)/hexbench $(BENCH_ARGS)
	@if [ -n "$(OLD)" ]; then echo "previous binary ($(OLD)/hexbench), the same run:"; $(OLD)/hexbench $(BENCH_ARGS); fi
	@echo
	@$(BUILD)/hexshot --bench
	@echo
	@$(BUILD)/hexbench --keep
	@echo
	@$(BUILD)/hexshot --bench --keep
	@if [ -n "$(OLD)" ]; then echo; BUILD=$(BUILD) bash tools/renderbench.sh --old $(OLD)/hexshot $(RENDER_ARGS); fi
	@echo
	@BUILD=$(BUILD) bash tools/idlebench.sh $(if $(OLD),--old $(OLD)/hexarcade) $(IDLE_ARGS)
	@echo
	@BUILD=$(BUILD) bash tools/reviewbench.sh

# SDL's flags only where SDL may be included: the UI, the tools and tests.
# SDL_DISABLE_IMMINTRIN_H: SDL.h leaves out the x86 intrinsics' headers,
# which nothing here uses; they were 0.45 s of an SDL file's 0.6 s of
# compiling at -O2.
SDL_CPPFLAGS = -DSDL_DISABLE_IMMINTRIN_H
$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(COMPILE) $(if $(filter src/ui/% tools/% tests/%,$<),$(SDL_CPPFLAGS) $(SDL_CFLAGS) $(CMOCKA_CFLAGS)) -c $< -o $@

# The data folder compiled into game.o: $(BUILD)/datadir.txt changes (and
# game.o is rebuilt) only when DATADIR or BINDIR do.
DATADIR_REL := $(shell realpath -m --relative-to='$(BINDIR)' '$(DATADIR)' 2>/dev/null || echo ../share/hexarcade)
$(BUILD)/obj/src/core/game.o: ALL_CPPFLAGS += -DHEXARCADE_DATADIR='"$(DATADIR)"' -DHEXARCADE_DATADIR_REL='"$(DATADIR_REL)"'
$(BUILD)/obj/src/core/game.o: $(BUILD)/datadir.txt
$(BUILD)/datadir.txt: FORCE
	@mkdir -p $(dir $@)
	@printf '%s\n' "$(DATADIR)" "$(DATADIR_REL)" | cmp -s - $@ || printf '%s\n' "$(DATADIR)" "$(DATADIR_REL)" >$@

# The archive is rebuilt when its member list changes too (a file moved out
# of src/ui must leave it), through $(BUILD)/uiobjs.txt.
$(LIBUI): $(UI_OBJ) $(BUILD)/uiobjs.txt
	@rm -f $@
	ar rcs $@ $(UI_OBJ)
$(BUILD)/uiobjs.txt: FORCE
	@mkdir -p $(dir $@)
	@printf '%s\n' $(UI_OBJ) | cmp -s - $@ || printf '%s\n' $(UI_OBJ) >$@

$(CLIENT): $(BUILD)/obj/$(UI_MAIN:.c=.o) $(LIBUI) $(CORE_OBJ)
	$(LINK) $(CLIENT_LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LDLIBS_CORE)

$(addsuffix $(EXE),$(addprefix $(BUILD)/,$(TOOLS_HEADLESS))): $(BUILD)/%$(EXE): $(BUILD)/obj/tools/%.o $(TOOLLIB_OBJ) $(CORE_OBJ)
	$(LINK) -o $@ $^ $(LDLIBS_CORE)

$(addsuffix $(EXE),$(addprefix $(BUILD)/,$(TOOLS_SDL))): $(BUILD)/%$(EXE): $(BUILD)/obj/tools/%.o $(TOOLLIB_OBJ) $(LIBUI) $(CORE_OBJ)
	$(LINK) -o $@ $^ $(SDL_LIBS) $(LDLIBS_CORE)

$(CORE_TESTS:tests/%.c=$(BUILD)/tests/%$(EXE)): $(BUILD)/tests/%$(EXE): $(BUILD)/obj/tests/%.o $(TESTLIB_OBJ) $(CORE_OBJ)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $^ $(CMOCKA_LIBS) $(LDLIBS_CORE) $(TEST_WRAP)

$(UI_TESTS:tests/%.c=$(BUILD)/tests/%$(EXE)): $(BUILD)/tests/%$(EXE): $(BUILD)/obj/tests/%.o $(TESTLIB_OBJ) $(UITESTLIB_OBJ) $(LIBUI) $(CORE_OBJ)
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $^ $(CMOCKA_LIBS) $(SDL_LIBS) $(LDLIBS_CORE)

# Preloaded into the client by tests/suite_killsave.sh to kill it inside a
# write. Never sanitized: it is loaded before the sanitizer's runtime.
$(KILLAT): tests/killat.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) -std=c11 -Wall -Wextra -O2 $(CFLAGS) -fPIC -shared $(LDFLAGS) -o $@ $< -ldl

# The registry again, with the sixth game's table added.
$(BUILD)/obj/template/registry.o: src/games/registry.c
	@mkdir -p $(dir $@)
	$(COMPILE) -DGAME_REGISTRY_EXTRA=hexline -c $< -o $@

$(SIXTH_TEST:tests/%.c=$(BUILD)/tests/%$(EXE)): $(BUILD)/tests/%$(EXE): $(BUILD)/obj/tests/%.o $(TESTLIB_OBJ) $(UITESTLIB_OBJ) $(TOOLLIB_OBJ) \
        $(SIXTH_OBJ) $(BUILD)/obj/template/registry.o $(LIBUI) $(filter-out $(REGISTRY_OBJ),$(CORE_OBJ))
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $^ $(CMOCKA_LIBS) $(SDL_LIBS) $(LDLIBS_CORE)

# hexshot with the sixth game registered, for test_sixth_game.
$(BUILD)/tests/hexshot_sixth: $(BUILD)/obj/tools/hexshot.o $(TOOLLIB_OBJ) $(SIXTH_OBJ) $(BUILD)/obj/template/registry.o \
        $(LIBUI) $(filter-out $(REGISTRY_OBJ),$(CORE_OBJ))
	@mkdir -p $(dir $@)
	$(LINK) -o $@ $^ $(SDL_LIBS) $(LDLIBS_CORE)
$(SIXTH_TEST:tests/%.c=$(BUILD)/tests/%$(EXE)): | $(BUILD)/tests/hexshot_sixth

# The regression test replays kept fuzz crashers through the fuzz harnesses
# (which drive the engine protocol too).
$(BUILD)/tests/test_regress: $(FUZZLIB_OBJ) $(TOOLLIB_OBJ)
# The worker test makes allocations fail (its __wrap_malloc/__wrap_calloc).
$(BUILD)/tests/test_ai_worker$(EXE): TEST_WRAP = -Wl,--wrap=malloc -Wl,--wrap=calloc
# The review test runs hexreview.
$(BUILD)/tests/test_ai_review: | $(BUILD)/hexreview
# The preview test speaks the engine protocol too.
$(BUILD)/tests/test_preview$(EXE): $(TOOLLIB_OBJ)
# The session test checks hexgtp's loadgame/savegame round trip.
$(BUILD)/tests/test_session$(EXE): $(TOOLLIB_OBJ)
# The ratings test fits the ladder's results file as tools/elofit does.
$(BUILD)/tests/test_elo$(EXE): $(TOOLLIB_OBJ)

# ---- Fuzzing (clang + libFuzzer; docs/hardening.md). Not part of make test.
# `make fuzz` builds every target in build/fuzz and runs each for
# FUZZ_SECONDS from a seed corpus; FUZZ_TARGETS picks some.
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= level move act save settings gtp foreign
FUZZ_SAN      = -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
FUZZ_BINS     = $(FUZZ_TARGETS:%=$(BUILD)/fuzz_%)

fuzz:
	@bash fuzz/run.sh --check-toolchain $(FUZZ_CC) || bash tools/install-deps.sh --fuzz
	@$(MAKE) --no-print-directory BUILD=build/fuzz CC=$(FUZZ_CC) SAN="$(FUZZ_SAN)" OPT=-O1 fuzz-build
	@BUILD=build/fuzz FUZZ_SECONDS=$(FUZZ_SECONDS) bash fuzz/run.sh $(FUZZ_TARGETS)

fuzz-build: $(FUZZ_BINS) $(BUILD)/fuzz_seedgen

$(BUILD)/obj/fuzz/target_%.o: fuzz/target.c
	@mkdir -p $(dir $@)
	$(COMPILE) -DFUZZ_TARGET=fuzz_$* -c $< -o $@

$(FUZZ_BINS): $(BUILD)/fuzz_%: $(BUILD)/obj/fuzz/target_%.o $(FUZZLIB_OBJ) $(TOOLLIB_OBJ) $(CORE_OBJ)
	$(LINK) -fsanitize=fuzzer -o $@ $^ $(LDLIBS_CORE)

# Writes the generated seeds (positions, saves, settings) for fuzz/run.sh.
$(BUILD)/fuzz_seedgen: $(BUILD)/obj/fuzz/seedgen.o $(FUZZLIB_OBJ) $(TOOLLIB_OBJ) $(CORE_OBJ)
	$(LINK) -o $@ $^ $(LDLIBS_CORE)

# Installed under BINDIR with the hex prefix (levelcheck -> hexlevelcheck):
# a generic name there could clash with another package's.
INSTALLED_TOOLS = $(foreach t,$(notdir $(TOOL_BINS)),hex$(patsubst hex%,%,$(t)))
MAN_PAGES = man/hexarcade.6 $(INSTALLED_TOOLS:%=man/%.1)

# Builds the programs only (never the tests), then installs them.
install: build-deps
	@$(MAKE) --no-print-directory programs
	@$(MAKE) --no-print-directory install-files

# The files alone, from what is built. The client reads no file of assets/
# at run time: those go to the desktop's folders only.
install-files:
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)/data $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man6 \
	    $(DESTDIR)$(APPDIR) $(DESTDIR)$(METAINFODIR) $(DESTDIR)$(ICONDIR)/scalable/apps \
	    $(foreach n,$(ICON_SIZES),$(DESTDIR)$(ICONDIR)/$(n)x$(n)/apps)
	install -m 755 $(CLIENT) $(DESTDIR)$(BINDIR)/hexarcade
	for t in $(notdir $(TOOL_BINS)); do install -m 755 $(BUILD)/$$t $(DESTDIR)$(BINDIR)/hex$${t#hex}; done
	cp -R fonts levels $(DESTDIR)$(DATADIR)/
	install -m 644 data/ai-ladder.txt $(DESTDIR)$(DATADIR)/data/ai-ladder.txt
	install -m 644 man/hexarcade.6 $(DESTDIR)$(MANDIR)/man6/hexarcade.6
	install -m 644 $(filter %.1,$(MAN_PAGES)) $(DESTDIR)$(MANDIR)/man1/
	install -m 644 assets/hexarcade.desktop $(DESTDIR)$(APPDIR)/hexarcade.desktop
	install -m 644 assets/$(APP_ID).metainfo.xml $(DESTDIR)$(METAINFODIR)/$(APP_ID).metainfo.xml
	install -m 644 assets/icons/hexarcade.svg $(DESTDIR)$(ICONDIR)/scalable/apps/hexarcade.svg
	for s in $(ICON_SIZES); do install -m 644 assets/icons/hexarcade-$$s.png $(DESTDIR)$(ICONDIR)/$${s}x$$s/apps/hexarcade.png; done

# Only what install put: a DATADIR given wrongly (/usr/share) loses nothing else.
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/hexarcade $(addprefix $(DESTDIR)$(BINDIR)/,$(INSTALLED_TOOLS))
	rm -rf $(DESTDIR)$(DATADIR)/fonts $(DESTDIR)$(DATADIR)/levels
	rm -f $(DESTDIR)$(DATADIR)/data/ai-ladder.txt
	rmdir $(DESTDIR)$(DATADIR)/data $(DESTDIR)$(DATADIR) 2>/dev/null || true
	rm -f $(DESTDIR)$(MANDIR)/man6/hexarcade.6 $(patsubst man/%,$(DESTDIR)$(MANDIR)/man1/%,$(filter %.1,$(MAN_PAGES)))
	rm -f $(DESTDIR)$(APPDIR)/hexarcade.desktop $(DESTDIR)$(METAINFODIR)/$(APP_ID).metainfo.xml
	rm -f $(DESTDIR)$(ICONDIR)/scalable/apps/hexarcade.svg $(foreach n,$(ICON_SIZES),$(DESTDIR)$(ICONDIR)/$(n)x$(n)/apps/hexarcade.png)

# The Debian package (debian/), built from a copy of the tree in
# $(BUILD)/deb so that dpkg-buildpackage writes nothing beside the checkout,
# then checked by lintian: no error and no warning (nothing is overridden; an
# override would say why beside it). Like make install it only checks what it
# needs: dpkg-dev, debhelper and lintian (make test installs them).
DEB_DIR = $(BUILD)/deb
deb: build-deps
	@for t in dpkg-buildpackage dh lintian; do command -v $$t >/dev/null || { \
	    echo "make deb: $$t is missing (Debian, as root: apt-get install dpkg-dev debhelper lintian)" >&2; exit 1; }; done
	rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)/hexarcade-$(VERSION)
	tar -c --exclude=./build --exclude=./.git . | tar -x -C $(DEB_DIR)/hexarcade-$(VERSION)
	cd $(DEB_DIR)/hexarcade-$(VERSION) && env -u BUILD -u SAN -u OPT -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
	    dpkg-buildpackage -b -us -uc -jauto >../build.log 2>&1 || { tail -n 30 ../build.log >&2; exit 1; }
	lintian --fail-on error,warning $(DEB_DIR)/hexarcade_$(VERSION)_*.changes
	@ls $(DEB_DIR)/*.deb

# ---- The Windows build (docs/porting.md). Not part of make test.
# tools/cross-deps.sh builds SDL2 and the other libraries from Debian's
# source packages into a cache outside the clone (its last line is that
# prefix); the programs are then cross-compiled with mingw-w64 (posix
# threads) into $(WIN_BUILD)/bin, and tools/windows-zip.sh packs them with
# the DLLs they import, the data and the licences. The data sits beside the
# executables (BINDIR = DATADIR).
WIN_HOST  = x86_64-w64-mingw32
WIN_CC    = $(WIN_HOST)-gcc-posix
WIN_BUILD = build/windows
WIN_ZIP   = $(WIN_BUILD)/hexarcade-$(VERSION)-win64.zip
# WIN_PREFIX=DIR: that prefix of libraries instead of asking
# tools/cross-deps.sh (which checks, or rebuilds, its cache first).
# __USE_MINGW_ANSI_STDIO: mingw-w64's own printf family (%zu, %lld, %hhu),
# not msvcrt's, which lacks them.
WIN_PREFIX ?=
WIN_GET_PREFIX = $(if $(WIN_PREFIX),prefix='$(WIN_PREFIX)',prefix=$$(bash tools/cross-deps.sh windows) && \
    prefix=$$(printf '%s\n' "$$prefix" | tail -n 1))
WIN_MAKE = PKG_CONFIG_LIBDIR="$$prefix/lib/pkgconfig" PKG_CONFIG_PATH= $(MAKE) --no-print-directory \
    BUILD=$(WIN_BUILD)/bin CC=$(WIN_CC) PLATFORM=win32 EXE=.exe BINDIR=. DATADIR=. SAN= \
    CPPFLAGS="-I$$prefix/include -D__USE_MINGW_ANSI_STDIO=1" LDFLAGS="-L$$prefix/lib"
windows:
	+@$(WIN_GET_PREFIX) && $(WIN_MAKE) programs && \
	    bash tools/windows-zip.sh $(WIN_BUILD)/bin "$$prefix" $(VERSION) $(WIN_ZIP)

# The cmocka tests that need no POSIX process or shell (POSIX_ONLY_TESTS),
# cross-built into $(WIN_BUILD)/bin/tests with cmocka.dll beside them (the
# zip's DLLs serve the rest when tests/wine.sh runs them).
WIN_TESTS = $(filter-out $(POSIX_ONLY_TESTS:%=tests/%.c),$(TESTS_SRC))
WIN_TEST_BINS = $(WIN_TESTS:tests/%.c=$(BUILD)/tests/%$(EXE))
windows-tests:
	+@$(WIN_GET_PREFIX) && $(WIN_MAKE) windows-test-bins && \
	    cp "$$prefix/bin/cmocka.dll" $(WIN_BUILD)/bin/tests/

windows-test-bins: $(WIN_TEST_BINS)

# The zip under wine against the Linux build's hexgtp, and the unit tests
# (tests/wine.sh).
test-windows: windows
	@$(MAKE) --no-print-directory windows-tests $(BUILD)/hexgtp
	@BUILD=$(BUILD) WIN_TESTS_DIR=$(WIN_BUILD)/bin/tests bash tests/wine.sh $(WIN_ZIP)

# The zip's hexbench under wine beside the Linux build's, every game, and
# the ratio (tools/winbench.sh; WINBENCH_SECONDS per row, default 1).
bench-windows: windows
	@$(MAKE) --no-print-directory $(BUILD)/hexbench $(BUILD)/hexgtp
	@BUILD=$(BUILD) bash tools/winbench.sh $(WIN_ZIP) $(WINBENCH_SECONDS)

ifeq ($(PLATFORM),win32)
# main() stays main (no SDL2main) and every program keeps its console but the
# client, a GUI program (no console window opens beside it).
SDL_CFLAGS = $(filter-out -Dmain=SDL_main,$(shell pkg-config --cflags $(PKGS) 2>/dev/null))
SDL_LIBS = $(filter-out -mwindows -lSDL2main -lmingw32,$(shell pkg-config --libs $(PKGS) 2>/dev/null)) -lgif
ALL_CPPFLAGS += -DSDL_MAIN_HANDLED
CLIENT_LDFLAGS = -mwindows
endif

# ---- The web build (docs/web.md). Not part of make test.
# make web: the client for a browser, as static files in $(WEB_DIR)
# (docs/web.md). Debian's emscripten compiles it; the libraries come from
# tools/cross-deps.sh web (Debian's source packages, built once into a cache
# outside the clone), whose last line is their prefix. Threads (-pthread):
# the page must be served cross-origin isolated (make serve-web does).
WEB_DIR   = $(BUILD)/web
WEB_OBJDIR = $(BUILD)/web-obj
CROSS_DEPS = tools/cross-deps.sh
WEB_SRC   = $(CORE_SRC) $(filter-out src/ui/app/host_desktop.c,$(call srcs_in,src/ui))
WEB_OBJ   = $(WEB_SRC:%.c=$(WEB_OBJDIR)/%.o)
WEB_PC    = PKG_CONFIG_LIBDIR=$(WEB_PREFIX)/lib/pkgconfig PKG_CONFIG_PATH= pkg-config
WEB_PKGS  = sdl2 SDL2_ttf SDL2_image json-c libpng zlib
# Debian's emscripten runs its optimizer with the system's node, which
# finds Debian's acorn only through NODE_PATH when node is not Debian's.
WEB_ENV   = NODE_PATH=/usr/share/nodejs$${NODE_PATH:+:$$NODE_PATH}
# The host's include folders (its json-c) never: only the prefix's.
WEB_CPPFLAGS = -Isrc -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -DHEXARCADE_DATADIR='"$(WEB_DATADIR)"'
WEB_CFLAGS = -std=c11 -Wall -Wextra -Wno-unused-parameter -O2 -pthread $(WEB_CFLAGS_EXTRA)
# The data make install installs, at the DATADIR compiled in (game.c).
WEB_DATADIR = /hexarcade
WEB_DATA  = --preload-file fonts@$(WEB_DATADIR)/fonts --preload-file levels@$(WEB_DATADIR)/levels \
            --preload-file data/ai-ladder.txt@$(WEB_DATADIR)/data/ai-ladder.txt
# Workers made before main runs: a thread started later waits for the page
# to get back to its event loop, and the AI's pool starts one per core.
# ENV: the page names SDL's driver and HOME; FS, IDBFS (-lidbfs.js) and
# the run dependencies: the page keeps the user's files in IndexedDB,
# loaded before main (docs/web.md); ccall: the page hands the client files
# (host_web_open). SDL's audio and callbacks call two of
# emscripten's JavaScript functions that only its own SDL port pulls in.
WEB_LDFLAGS = -pthread -sPTHREAD_POOL_SIZE='navigator.hardwareConcurrency+4' -sALLOW_MEMORY_GROWTH=1 \
            -sINITIAL_MEMORY=128MB -sMAXIMUM_MEMORY=2GB -sENVIRONMENT=web,worker -sMIN_WEBGL_VERSION=1 \
            -sEXPORTED_RUNTIME_METHODS=ENV,FS,addRunDependency,removeRunDependency,ccall -lidbfs.js \
            -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE='["$$autoResumeAudioContext","$$dynCall"]' \
            $(WEB_DATA)

# The second form, for a page that is not cross-origin isolated (no
# SharedArrayBuffer, so no threads): hexarcade-nt.* beside the first,
# index.html picks by crossOriginIsolated. No -pthread anywhere: SDL
# without threads (tools/web-sdl-nothread.sh, its own cache), the AI's
# pool on fibers (ai_pool_fiber.c) that Asyncify unwinds and rewinds (its
# cost: docs/web.md). SDL_Delay would sleep through Asyncify: the page
# turns that off (SDL_EMSCRIPTEN_ASYNCIFY=0).
WEB_NT_OBJDIR = $(BUILD)/web-nt-obj
WEB_NT_SRC = $(filter-out src/ai/ai_pool.c,$(WEB_SRC)) $(POOL_FIBER)
WEB_NT_OBJ = $(WEB_NT_SRC:%.c=$(WEB_NT_OBJDIR)/%.o)
WEB_NT_PC = PKG_CONFIG_LIBDIR=$(WEB_NT_PREFIX)/lib/pkgconfig PKG_CONFIG_PATH= pkg-config
WEB_NT_CFLAGS = $(filter-out -pthread,$(WEB_CFLAGS))
WEB_NT_LDFLAGS = -sASYNCIFY -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=128MB -sMAXIMUM_MEMORY=2GB \
            -sENVIRONMENT=web -sMIN_WEBGL_VERSION=1 \
            -sEXPORTED_RUNTIME_METHODS=ENV,FS,addRunDependency,removeRunDependency,ccall -lidbfs.js \
            -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE='["$$autoResumeAudioContext","$$dynCall"]' \
            $(WEB_DATA)

# tools/cross-deps.sh installs emscripten where it is missing (or says
# how, without apt-get): a fresh machine's make test-web starts here.
web:
	@prefix=$$(bash $(CROSS_DEPS) web) && prefix=$$(printf '%s\n' "$$prefix" | tail -n 1) && \
	    nt=$$(bash tools/web-sdl-nothread.sh "$$prefix") && nt=$$(printf '%s\n' "$$nt" | tail -n 1) && \
	    $(MAKE) --no-print-directory WEB_PREFIX="$$prefix" WEB_NT_PREFIX="$$nt" web-files

web-files: $(WEB_DIR)/hexarcade.js $(WEB_DIR)/hexarcade-nt.js $(WEB_DIR)/index.html
	@ls -l $(WEB_DIR)

# make bench-web: hexbench compiled as the page is (-pthread, its objects)
# for node, one thread, beside the native build (tools/webbench.sh).
WEB_BENCH = $(BUILD)/web-bench/hexbench.js
WEB_BENCH_OBJ = $(CORE_SRC:%.c=$(WEB_OBJDIR)/%.o) $(WEB_OBJDIR)/tools/hexbench.o \
            $(patsubst %.c,$(WEB_OBJDIR)/%.o,$(wildcard tools/lib_*.c))

# The form without threads likewise (hexbench-nt.js: its objects and
# Asyncify, the cost of its fibers).
WEB_NT_BENCH = $(BUILD)/web-bench/hexbench-nt.js
WEB_NT_BENCH_OBJ = $(patsubst %.c,$(WEB_NT_OBJDIR)/%.o,$(filter-out src/ai/ai_pool.c,$(CORE_SRC)) $(POOL_FIBER) \
            tools/hexbench.c $(wildcard tools/lib_*.c))

bench-web: web $(BUILD)/hexbench
	@prefix=$$(bash $(CROSS_DEPS) web) && prefix=$$(printf '%s\n' "$$prefix" | tail -n 1) && \
	    nt=$$(bash tools/web-sdl-nothread.sh "$$prefix") && nt=$$(printf '%s\n' "$$nt" | tail -n 1) && \
	    $(MAKE) --no-print-directory WEB_PREFIX="$$prefix" WEB_NT_PREFIX="$$nt" $(WEB_BENCH) $(WEB_NT_BENCH)
	@BUILD=$(BUILD) bash tools/webbench.sh $(WEBBENCH_SECONDS)

$(WEB_BENCH): $(WEB_BENCH_OBJ)
	@mkdir -p $(dir $@)
	$(WEB_ENV) emcc $(WEB_CFLAGS) -o $@ $(WEB_BENCH_OBJ) $$($(WEB_PC) --static --libs json-c) \
	    -pthread -sENVIRONMENT=node -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB -sEXIT_RUNTIME=1

$(WEB_NT_BENCH): $(WEB_NT_BENCH_OBJ)
	@mkdir -p $(dir $@)
	$(WEB_ENV) emcc $(WEB_NT_CFLAGS) -o $@ $(WEB_NT_BENCH_OBJ) $$($(WEB_NT_PC) --static --libs json-c) \
	    -sASYNCIFY -sENVIRONMENT=node -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB -sEXIT_RUNTIME=1

$(WEB_OBJDIR)/%.o: %.c
	@mkdir -p $(dir $@)
	$(WEB_ENV) emcc $(WEB_CPPFLAGS) $(WEB_CFLAGS) $(DEPFLAGS) \
	    $$($(WEB_PC) --cflags $(WEB_PKGS)) -c $< -o $@

$(WEB_DIR)/hexarcade.js: $(WEB_OBJ) $(shell find fonts levels -type f 2>/dev/null) data/ai-ladder.txt
	@mkdir -p $(WEB_DIR)
	$(WEB_ENV) emcc $(WEB_CFLAGS) -o $@ $(WEB_OBJ) $$($(WEB_PC) --static --libs $(WEB_PKGS)) -lgif $(WEB_LDFLAGS)

$(WEB_NT_OBJDIR)/%.o: %.c
	@mkdir -p $(dir $@)
	$(WEB_ENV) emcc $(WEB_CPPFLAGS) $(WEB_NT_CFLAGS) $(DEPFLAGS) \
	    $$($(WEB_NT_PC) --cflags $(WEB_PKGS)) -c $< -o $@

$(WEB_DIR)/hexarcade-nt.js: $(WEB_NT_OBJ) $(shell find fonts levels -type f 2>/dev/null) data/ai-ladder.txt
	@mkdir -p $(WEB_DIR)
	$(WEB_ENV) emcc $(WEB_NT_CFLAGS) -o $@ $(WEB_NT_OBJ) $$($(WEB_NT_PC) --static --libs $(WEB_PKGS)) -lgif \
	    $(WEB_NT_LDFLAGS)

$(WEB_DIR)/index.html: assets/web/index.html
	@mkdir -p $(WEB_DIR)
	cp $< $@

# A local server for build/web on 127.0.0.1 with the cross-origin isolation
# headers (SERVE_ARGS='--port 8080', '--no-isolation').
serve-web:
	python3 tools/serve-web.py --dir $(WEB_DIR) $(SERVE_ARGS)

# The page in headless Chromium (tests/suite_web.sh); not part of make test.
# Installs Chromium (and npm) when missing, as make test installs its own.
test-web: web
	@bash tools/install-deps.sh --web --check 2>/dev/null || bash tools/install-deps.sh --web
	@BUILD=$(BUILD) bash tests/suite_web.sh

# The release tarball: the committed tree (HEAD) under hexarcade-VERSION/.
DIST = hexarcade-$(VERSION)
dist:
	@git rev-parse --verify -q HEAD >/dev/null 2>&1 || { echo "make dist: needs a git checkout (it packs HEAD)" >&2; exit 1; }
	@git diff --quiet HEAD -- 2>/dev/null || echo "make dist: uncommitted changes are left out (it packs HEAD)" >&2
	@mkdir -p $(BUILD)
	git archive --format=tar.gz --prefix=$(DIST)/ -o $(BUILD)/$(DIST).tar.gz HEAD
	@echo "$(BUILD)/$(DIST).tar.gz"

clean:
	rm -rf $(BUILD) build

help:
	@echo "Hexarcade make targets:"
	@echo "  make          build the client build/hexarcade and the tools (build dependencies only)"
	@echo "  make run      install the missing build packages, build and start the client (ARGS='--game zumo')"
	@echo "  make test     build and run every test (installs the test tools first if missing)"
	@echo "  make test-quick  every test but the slow ones listed in tests/run.sh (the edit loop)"
	@echo "  make check    the same under AddressSanitizer + UBSan (in build/check)"
	@echo "  make tsan     the threaded tests under ThreadSanitizer (in build/tsan)"
	@echo "  make fuzz     libFuzzer targets, FUZZ_SECONDS=60 each (FUZZ_TARGETS='level move')"
	@echo "  make bench    random playouts/s and moves/s per game (BENCH_ARGS='--all'), the render"
	@echo "                benchmark, the cost of keeping a move on disk (hexbench --keep) and the render"
	@echo "                frames with a move kept in each (hexshot --bench --keep), and the idle client's"
	@echo "                processor and memory use (IDLE_ARGS)"
	@echo "                OLD=DIR: the previous build's hexbench, hexshot (in turn, medians: RENDER_ARGS='--repeat 3')"
	@echo "                and hexarcade measured in the same run"
	@echo "  make install  install under PREFIX=$(PREFIX) (DESTDIR, BINDIR, DATADIR, MANDIR honoured)"
	@echo "  make uninstall  remove what make install put (the same variables)"
	@echo "  make deb      the Debian package in $(BUILD)/deb, checked by lintian"
	@echo "  make windows  the Windows zip $(WIN_ZIP) (mingw-w64; libraries from Debian's sources)"
	@echo "  make windows-tests  the cmocka tests cross-built (WIN_PREFIX=DIR: that library prefix, no cross-deps.sh)"
	@echo "  make test-windows  that zip and those tests under wine (Xvfb), compared with the Linux build"
	@echo "  make bench-windows  hexbench.exe under wine beside the Linux hexbench, per game, with the ratio"
	@echo "  make dist     the release tarball $(BUILD)/hexarcade-$(VERSION).tar.gz (from HEAD)"
	@echo "  make web      the client for a browser, with and without threads: static files in $(BUILD)/web (docs/web.md)"
	@echo "  make serve-web  serve $(BUILD)/web on 127.0.0.1:8000, cross-origin isolated (SERVE_ARGS)"
	@echo "  make test-web the page in headless Chromium (tests/suite_web.sh)"
	@echo "  make bench-web  the wasm build's speed under node beside the native one, the page's sizes and first frame"
	@echo "  make clean    remove build/"

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
-include $(shell find $(WEB_OBJDIR) -name '*.d' 2>/dev/null)
-include $(shell find $(WEB_NT_OBJDIR) -name '*.d' 2>/dev/null)
# The dependency files are made by the compiler, never by a rule: without
# this make tried to remake target_<name>.d from target_<name>.d.o.
%.d: ;
