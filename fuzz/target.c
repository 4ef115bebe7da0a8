/* One libFuzzer entry point, built once per harness with
 * -DFUZZ_TARGET=fuzz_<name> (see the Makefile's fuzz target). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "harness.h"
#include "memfs.h"

#ifndef FUZZ_TARGET
#error "build with -DFUZZ_TARGET=fuzz_level (or another harness)"
#endif

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Before the first input: the files in memory (memfs.h), so no input ever
 * reaches the real file system, whatever a harness forgets. */
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    memfs_install(fuzz_data_dir());
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!memfs_active()) abort(); /* an input changed the file operations */
    return FUZZ_TARGET(data, size);
}
