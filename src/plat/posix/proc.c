/* The seam's processes, folders of the user, clocks and console on POSIX
 * (plat.h). */
#include "plat/plat.h"

#include <errno.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int64_t plat_pid(void) { return (int64_t)getpid(); }

int plat_pid_alive(int64_t pid)
{
    /* EPERM: another user's process (an unprivileged user sees EPERM for
     * pid 1 and most others): it runs. */
    if (pid <= 0 || pid > INT32_MAX) return 0;
    if (kill((pid_t)pid, 0) == 0 || errno == EPERM) return 1;
    return errno == ESRCH ? 0 : -1;
}

double plat_pid_start_time(int64_t pid)
{
    /* Linux's /proc; -1 elsewhere (a BSD or macOS port reads sysctl). */
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%lld/stat", (long long)pid);
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    /* Field 22 (starttime, in clock ticks after boot) counts from after the
     * command name's closing parenthesis, which may hold spaces. */
    char *p = strrchr(buf, ')');
    if (!p) return -1;
    unsigned long long ticks = 0;
    for (int field = 2; field < 22 && p; field++) p = strchr(p + 1, ' ');
    if (!p || sscanf(p + 1, "%llu", &ticks) != 1) return -1;
    f = fopen("/proc/stat", "r");
    if (!f) return -1;
    long long btime = -1;
    char line[256];
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "btime %lld", &btime) == 1) break;
    fclose(f);
    long hz = sysconf(_SC_CLK_TCK);
    if (btime < 0 || hz <= 0) return -1;
    return (double)btime + (double)ticks / (double)hz;
}

int plat_setenv(const char *name, const char *value)
{
    return value ? setenv(name, value, 1) : unsetenv(name);
}

int plat_exe_path(char *buf, size_t n)
{
    if (n < 2) return -1;
    ssize_t k = readlink("/proc/self/exe", buf, n - 1);
    if (k <= 0 || (size_t)k >= n - 1) return -1;
    buf[k] = '\0';
    return 0;
}

static int xdg(const char *var, const char *fallback, char *buf, size_t n)
{
    const char *v = getenv(var);
    int k;
    /* XDG: a relative path in the variable is invalid and must be ignored. */
    if (v && v[0] == '/') {
        k = snprintf(buf, n, "%s/hexarcade", v);
    } else {
        const char *home = getenv("HOME");
        if (!home || !*home) return -1;
        k = snprintf(buf, n, "%s/%s/hexarcade", home, fallback);
    }
    return k > 0 && (size_t)k < n ? 0 : -1;
}

int plat_config_dir(char *buf, size_t n) { return xdg("XDG_CONFIG_HOME", ".config", buf, n); }
int plat_data_dir(char *buf, size_t n) { return xdg("XDG_DATA_HOME", ".local/share", buf, n); }

const char *plat_device_dir(void)
{
#if defined(__linux__)
    return "/dev";
#else
    return NULL; /* no /dev/dri to tell by: assume a GPU */
#endif
}

void plat_heap_tune(void)
{
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 512 * 1024);
#endif
}

void plat_heap_trim(void)
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

int plat_display_named(void)
{
#if defined(__APPLE__) || defined(__ANDROID__)
    return 0;
#else
    return 1;
#endif
}

double plat_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A processor-time clock, or the monotonic one where the system keeps none
 * (emscripten answers EINVAL: a loop timed by it would never end). */
static double cpu_clock(clockid_t id)
{
    struct timespec ts;
    if (clock_gettime(id, &ts) != 0) return plat_now();
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double plat_cpu_seconds(void) { return cpu_clock(CLOCK_PROCESS_CPUTIME_ID); }

double plat_thread_cpu_seconds(void) { return cpu_clock(CLOCK_THREAD_CPUTIME_ID); }

void plat_sleep_ms(double ms)
{
    if (ms <= 0) return;
    struct timespec ts = {(time_t)(ms / 1000.0), (long)((ms - 1000.0 * (double)(time_t)(ms / 1000.0)) * 1e6)};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

int plat_localtime(time_t t, struct tm *out) { return localtime_r(&t, out) ? 0 : -1; }

int plat_cpu_count(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (n > 4096 ? 4096 : (int)n) : 1;
}

int plat_search_cores(void)
{
    int n = plat_cpu_count();
#ifdef __EMSCRIPTEN__
    if (n > 1) n--;
#endif
    return n;
}

int plat_load_average(double *load) { return getloadavg(load, 1) == 1 ? 0 : -1; }

int plat_input_wait(FILE *in, int timeout_ms)
{
    struct pollfd p = {.fd = fileno(in), .events = POLLIN};
    if (p.fd < 0) return -1;
    int rc;
    while ((rc = poll(&p, 1, timeout_ms)) < 0 && errno == EINTR) {
    }
    return rc < 0 ? -1 : rc > 0;
}

void plat_on_quit_request(void (*fn)(int))
{
    static const int sigs[] = {SIGHUP, SIGTERM, SIGINT};
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = fn;
    sigemptyset(&sa.sa_mask);
    /* No SA_RESTART: a wait in the main loop ends at once. SA_RESETHAND:
     * the second signal ends the process as it would have. */
    sa.sa_flags = SA_RESETHAND;
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) sigaction(sigs[i], &sa, NULL);
}

void plat_stdio_binary(void) {}

int plat_stderr_quiet(void)
{
    fflush(stderr);
    int saved = dup(2), nul = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (saved >= 0 && nul >= 0) dup2(nul, 2);
    if (nul >= 0) close(nul);
    if (nul < 0 && saved >= 0) {
        close(saved);
        return -1;
    }
    return saved;
}

void plat_stderr_restore(int saved)
{
    if (saved < 0) return;
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
}
