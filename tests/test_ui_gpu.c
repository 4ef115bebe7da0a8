/* gpu_present_in: a device folder with a DRM node or an NVIDIA device has
 * a GPU, one with neither has none (the client then takes SDL's software
 * renderer), and one that cannot be read assumes nothing. Everything is
 * made and removed inside the test's own temporary folder. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ui/platform/gpu.h"
#include "lib_gametest.h"

static void touch(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fclose(f);
}

static void gone(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    assert_int_equal(remove(path), 0);
}

static void test_devices(void **state)
{
    (void)state;
    char dev[256], dri[300], missing[300];
    assert_non_null(gametest_tmpdir(dev, sizeof dev, "hexgpu"));
    snprintf(dri, sizeof dri, "%s/dri", dev);
    snprintf(missing, sizeof missing, "%s/none", dev);
    assert_int_equal(gpu_present_in(dev), 0);        /* no dri folder */
    assert_int_equal(plat_mkdir(dri), 0);
    assert_int_equal(gpu_present_in(dev), 0);        /* an empty one */
    touch(dri, "by-path");
    assert_int_equal(gpu_present_in(dev), 0);
    touch(dri, "renderD128");
    assert_int_equal(gpu_present_in(dev), 1);
    gone(dri, "renderD128");
    touch(dri, "card0");
    assert_int_equal(gpu_present_in(dev), 1);
    gone(dri, "card0");
    gone(dri, "by-path");
    touch(dev, "nvidia0");
    assert_int_equal(gpu_present_in(dev), 1);
    gone(dev, "nvidia0");
    assert_int_equal(gpu_present_in(missing), 1);    /* unreadable: assume one */
    assert_int_equal(plat_rmdir(dri), 0);
    assert_int_equal(plat_rmdir(dev), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_devices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
