/* One libFuzzer entry point, built once per harness with
 * -DFUZZ_TARGET=fuzz_<name> (see the Makefile's fuzz target). */
#include <stddef.h>
#include <stdint.h>

#include "harness.h"

#ifndef FUZZ_TARGET
#error "build with -DFUZZ_TARGET=fuzz_level (or another harness)"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return FUZZ_TARGET(data, size); }
