# Hexarcade build. `make help` lists the targets.
#
# src/core + src/games build without SDL into one static library that the
# client, the headless tools and the tests all link.

BUILD    ?= build
PREFIX   ?= /usr/local
DESTDIR  ?=
CC       ?= cc
SAN      ?=
OPT      ?= -O2
DATADIR   = $(PREFIX)/share/hexarcade

PKGS      = sdl2 SDL2_ttf SDL2_image
CFLAGS_BASE = -std=c11 -Isrc -Wall -Wextra -Wno-unused-parameter -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L \
              -DHEXARCADE_DATADIR='"$(DATADIR)"' -g $(OPT) $(SAN) -MMD -MP
CFLAGS   ?=
ALL_CFLAGS = $(CFLAGS_BASE) $(CFLAGS)
LDLIBS_CORE = -lm -lpthread
# Recursive (=) so pkg-config is asked only when a recipe needs it, after deps.
SDL_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
# giflib (the GIF export, src/ui/share) has no pkg-config file on Debian 12.
SDL_LIBS   = $(shell pkg-config --libs $(PKGS) 2>/dev/null) -lgif
CMOCKA_CFLAGS = $(shell pkg-config --cflags cmocka 2>/dev/null)
CMOCKA_LIBS   = $(shell pkg-config --libs cmocka 2>/dev/null)

# Every .c under a folder (the games and the UI have sub-folders).
srcs_in   = $(shell find $(1) -name '*.c' 2>/dev/null | LC_ALL=C sort)
CORE_SRC  = $(call srcs_in,src/core src/ai src/audio src/games)
UI_MAIN   = src/ui/platform/main.c
UI_SRC    = $(filter-out $(UI_MAIN),$(call srcs_in,src/ui))
TOOLS_HEADLESS = hexgtp hexbench hexselfplay hexreview levelcheck soundcheck elofit puzzlegen
TOOLS_SDL = hexshot
TESTS_SRC = $(wildcard tests/test_*.c)
# The sixth game (tests/sixth/): a game registered only in its own test.
SIXTH_TEST = tests/test_sixth_game.c
UI_TESTS  = $(filter tests/test_ui%,$(TESTS_SRC))
CORE_TESTS = $(filter-out $(UI_TESTS) $(SIXTH_TEST),$(TESTS_SRC))

CORE_OBJ  = $(CORE_SRC:%.c=$(BUILD)/obj/%.o)
UI_OBJ    = $(UI_SRC:%.c=$(BUILD)/obj/%.o)
# Core objects are linked directly (not from an archive): every program gets
# every game through the registry anyway.
TESTLIB_OBJ = $(patsubst %.c,$(BUILD)/obj/%.o,$(wildcard tests/lib_*.c))
# Helpers of the UI tests only (they need libhexui): tests/uilib_*.c.
UITESTLIB_OBJ = $(patsubst %.c,$(BUILD)/obj/%.o,$(wildcard tests/uilib_*.c))
TOOLLIB_OBJ = $(patsubst %.c,$(BUILD)/obj/%.o,$(wildcard tools/lib_*.c))
LIBUI     = $(BUILD)/libhexui.a
CLIENT    = $(BUILD)/hexarcade
TOOL_NAMES = $(notdir $(basename $(wildcard tools/*.c)))
TOOL_BINS = $(addprefix $(BUILD)/,$(filter $(TOOLS_HEADLESS) $(TOOLS_SDL),$(TOOL_NAMES)))
TEST_BINS = $(CORE_TESTS:tests/%.c=$(BUILD)/tests/%) $(UI_TESTS:tests/%.c=$(BUILD)/tests/%) \
            $(SIXTH_TEST:tests/%.c=$(BUILD)/tests/%)
SIXTH_OBJ = $(patsubst %.c,$(BUILD)/obj/%.o,$(call srcs_in,tests/sixth))
REGISTRY_OBJ = $(BUILD)/obj/src/games/registry.o

DEPS_OK = $(shell command -v pkg-config >/dev/null 2>&1 && pkg-config --exists $(PKGS) cmocka && command -v xvfb-run >/dev/null 2>&1 && command -v desktop-file-validate >/dev/null 2>&1 && printf '#include <gif_lib.h>\n' | $(CC) -E - >/dev/null 2>&1 && echo yes)

.PHONY: all run test check tsan bench install install-files uninstall clean help deps build-all fuzz fuzz-build
.DEFAULT_GOAL := all

all: deps
	@$(MAKE) --no-print-directory build-all

build-all: $(CLIENT) $(TOOL_BINS) $(TEST_BINS)

deps:
	@if [ "$(DEPS_OK)" != yes ]; then bash tools/install-deps.sh; fi

run: all
	$(CLIENT) $(ARGS)

test: deps
	@$(MAKE) --no-print-directory build-all
	@BUILD=$(BUILD) bash tests/run.sh

check: deps
	@$(MAKE) --no-print-directory BUILD=build/check SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined" OPT=-O1 build-all
	@BUILD=build/check ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 HEXARCADE_CHECK=1 bash tests/run.sh

# ThreadSanitizer over the tests that run threads (the AI worker, the session,
# the play screen with AI seats). Fails on a race report or a failed test;
# HEXARCADE_CHECK lets tests loosen timing bounds for the sanitizer's slowdown.
TSAN_TESTS = test_ai_worker test_ai_threads test_ai_eval test_session test_ui_play test_ui_faults test_ui_review
tsan: deps
	@$(MAKE) --no-print-directory BUILD=build/tsan SAN=-fsanitize=thread OPT=-O1 $(TSAN_TESTS:%=build/tsan/tests/%)
	@fail=0; for t in $(TSAN_TESTS); do echo "== $$t"; \
	    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HEXARCADE_CHECK=1 TSAN_OPTIONS="halt_on_error=0 exitcode=66" \
	        build/tsan/tests/$$t; rc=$$?; \
	    if [ $$rc -eq 66 ]; then echo "tsan: data race in $$t"; fail=1; \
	    elif [ $$rc -ne 0 ]; then echo "tsan: $$t failed (status $$rc)"; fail=1; fi; done; \
	    [ $$fail -eq 0 ] && echo "tsan: no race reported"; exit $$fail

bench: deps
	@$(MAKE) --no-print-directory build-all
	@$(BUILD)/hexbench $(BENCH_ARGS)
	@echo
	@$(BUILD)/hexshot --bench
	@if [ -n "$(OLD)" ]; then echo "previous binary ($(OLD)/hexshot), the same run:"; $(OLD)/hexshot --bench; fi
	@echo
	@BUILD=$(BUILD) bash tools/idlebench.sh $(if $(OLD),--old $(OLD)/hexarcade) $(IDLE_ARGS)
	@echo
	@BUILD=$(BUILD) bash tools/reviewbench.sh

# SDL's flags only where SDL may be included: the UI, the tools and tests.
$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(if $(filter src/ui/% tools/% tests/%,$<),$(SDL_CFLAGS) $(CMOCKA_CFLAGS)) -c $< -o $@

$(LIBUI): $(UI_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(CLIENT): $(BUILD)/obj/$(UI_MAIN:.c=.o) $(LIBUI) $(CORE_OBJ)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(SDL_LIBS) $(LDLIBS_CORE)

$(addprefix $(BUILD)/,$(TOOLS_HEADLESS)): $(BUILD)/%: $(BUILD)/obj/tools/%.o $(TOOLLIB_OBJ) $(CORE_OBJ)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(LDLIBS_CORE)

$(addprefix $(BUILD)/,$(TOOLS_SDL)): $(BUILD)/%: $(BUILD)/obj/tools/%.o $(TOOLLIB_OBJ) $(LIBUI) $(CORE_OBJ)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(SDL_LIBS) $(LDLIBS_CORE)

$(CORE_TESTS:tests/%.c=$(BUILD)/tests/%): $(BUILD)/tests/%: $(BUILD)/obj/tests/%.o $(TESTLIB_OBJ) $(CORE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(LDLIBS_CORE)

$(UI_TESTS:tests/%.c=$(BUILD)/tests/%): $(BUILD)/tests/%: $(BUILD)/obj/tests/%.o $(TESTLIB_OBJ) $(UITESTLIB_OBJ) $(LIBUI) $(CORE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SDL_LIBS) $(LDLIBS_CORE)

# The registry again, with the sixth game's table added.
$(BUILD)/obj/tests/sixth/registry.o: src/games/registry.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -DGAME_REGISTRY_EXTRA=hexline -c $< -o $@

$(SIXTH_TEST:tests/%.c=$(BUILD)/tests/%): $(BUILD)/tests/%: $(BUILD)/obj/tests/%.o $(TESTLIB_OBJ) $(UITESTLIB_OBJ) $(TOOLLIB_OBJ) \
        $(SIXTH_OBJ) $(BUILD)/obj/tests/sixth/registry.o $(LIBUI) $(filter-out $(REGISTRY_OBJ),$(CORE_OBJ))
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(SDL_LIBS) $(LDLIBS_CORE)

# hexshot with the sixth game registered, for test_sixth_game.
$(BUILD)/tests/hexshot_sixth: $(BUILD)/obj/tools/hexshot.o $(TOOLLIB_OBJ) $(SIXTH_OBJ) $(BUILD)/obj/tests/sixth/registry.o \
        $(LIBUI) $(filter-out $(REGISTRY_OBJ),$(CORE_OBJ))
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(SDL_LIBS) $(LDLIBS_CORE)
$(SIXTH_TEST:tests/%.c=$(BUILD)/tests/%): | $(BUILD)/tests/hexshot_sixth

# The regression test replays kept fuzz crashers through the fuzz harnesses
# (which drive the engine protocol too).
$(BUILD)/tests/test_regress: $(BUILD)/obj/fuzz/harness.o $(TOOLLIB_OBJ)
# The review test runs hexreview.
$(BUILD)/tests/test_ai_review: | $(BUILD)/hexreview
# The preview test speaks the engine protocol too.
$(BUILD)/tests/test_preview: $(TOOLLIB_OBJ)
# The ratings test fits the ladder's results file as tools/elofit does.
$(BUILD)/tests/test_elo: $(TOOLLIB_OBJ)

# ---- Fuzzing (clang + libFuzzer; docs/hardening.md). Not part of make test.
# `make fuzz` builds every target in build/fuzz and runs each for
# FUZZ_SECONDS from a seed corpus; FUZZ_TARGETS picks some.
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= level move act save settings gtp
FUZZ_SAN      = -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
FUZZ_BINS     = $(FUZZ_TARGETS:%=$(BUILD)/fuzz_%)

fuzz:
	@bash fuzz/run.sh --check-toolchain $(FUZZ_CC) || bash tools/install-deps.sh --fuzz
	@$(MAKE) --no-print-directory BUILD=build/fuzz CC=$(FUZZ_CC) SAN="$(FUZZ_SAN)" OPT=-O1 fuzz-build
	@BUILD=build/fuzz FUZZ_SECONDS=$(FUZZ_SECONDS) bash fuzz/run.sh $(FUZZ_TARGETS)

fuzz-build: $(FUZZ_BINS) $(BUILD)/fuzz_seedgen

$(BUILD)/obj/fuzz/target_%.o: fuzz/target.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -DFUZZ_TARGET=fuzz_$* -c $< -o $@

$(FUZZ_BINS): $(BUILD)/fuzz_%: $(BUILD)/obj/fuzz/target_%.o $(BUILD)/obj/fuzz/harness.o $(TOOLLIB_OBJ) $(CORE_OBJ)
	$(CC) $(ALL_CFLAGS) -fsanitize=fuzzer -o $@ $^ $(LDLIBS_CORE)

# Writes the generated seeds (positions, saves, settings) for fuzz/run.sh.
$(BUILD)/fuzz_seedgen: $(BUILD)/obj/fuzz/seedgen.o $(BUILD)/obj/fuzz/harness.o $(TOOLLIB_OBJ) $(CORE_OBJ)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(LDLIBS_CORE)

# Installed under $(PREFIX)/bin with the hex prefix (levelcheck ->
# hexlevelcheck): a generic name there could clash with another package's.
INSTALLED_TOOLS = $(foreach t,$(notdir $(TOOL_BINS)),hex$(patsubst hex%,%,$(t)))

install: all
	@$(MAKE) --no-print-directory install-files

# The files alone, from what is built (tests/suite_install.sh).
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(DATADIR) \
	    $(DESTDIR)$(PREFIX)/share/applications $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps
	install -m 755 $(CLIENT) $(DESTDIR)$(PREFIX)/bin/hexarcade
	for t in $(notdir $(TOOL_BINS)); do install -m 755 $(BUILD)/$$t $(DESTDIR)$(PREFIX)/bin/$$(echo $$t | sed 's/^hex//; s/^/hex/'); done
	cp -R assets fonts levels $(DESTDIR)$(DATADIR)/
	install -m 644 assets/hexarcade.desktop $(DESTDIR)$(PREFIX)/share/applications/hexarcade.desktop
	install -m 644 assets/icon-256.png $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/hexarcade.png

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/hexarcade $(addprefix $(DESTDIR)$(PREFIX)/bin/,$(INSTALLED_TOOLS))
	rm -rf $(DESTDIR)$(DATADIR)
	rm -f $(DESTDIR)$(PREFIX)/share/applications/hexarcade.desktop
	rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/hexarcade.png

clean:
	rm -rf $(BUILD) build

help:
	@echo "Hexarcade make targets:"
	@echo "  make          build the client build/hexarcade and the headless tools"
	@echo "  make run      build and start the client (ARGS='--game zumo' passes options)"
	@echo "  make test     build and run every test (installs SDL2/cmocka first if missing)"
	@echo "  make check    the same under AddressSanitizer + UBSan (in build/check)"
	@echo "  make tsan     the threaded tests under ThreadSanitizer (in build/tsan)"
	@echo "  make fuzz     libFuzzer targets, FUZZ_SECONDS=60 each (FUZZ_TARGETS='level move')"
	@echo "  make bench    random playouts/s and moves/s per game (BENCH_ARGS='--all'), the render"
	@echo "                benchmark, and the idle client's processor and memory use (IDLE_ARGS)"
	@echo "                OLD=DIR: the previous build's hexshot and hexarcade measured in the same run"
	@echo "  make install  install under PREFIX=$(PREFIX) (DESTDIR honoured)"
	@echo "  make clean    remove build/"

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
