/* soundcheck: listen to the sound effects without a sound card.
 *
 *   soundcheck [-o FILE] [--move M] [--speed S] [--beat S] [--rate HZ] [--mono]
 *       records the mixed output of the sound-check turn (a game's scene,
 *       audio/sfxscene.h, played by its engine) to a WAV file, as the client
 *       schedules it: each event's cue at beat x beat-seconds / speed;
 *   soundcheck --all [-d DIR] [--rate HZ]
 *       writes every cue to DIR/<cue>.wav (mono) for listening.
 *
 * Each file written gets a line with its duration, peak and RMS level, so
 * a run is also a quick check (a peak at 0 dBFS would mean clipping). */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "audio/dsp.h"
#include "core/fileio.h"
#include "audio/sfxrec.h"
#include "audio/sfxscene.h"
#include "audio/synth.h"
#include "audio/wav.h"
#include "lib_tool.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: soundcheck [-o FILE] [--move M] [--speed S] [--beat S] [--rate HZ] [--mono]\n"
            "       soundcheck --all [-d DIR] [--rate HZ]\n"
            "Records the mixed sound of the sound-check turn (%s, default move %s) to\n"
            "FILE (default soundcheck.wav), or with --all every sound cue to DIR/<cue>.wav\n"
            "(default sounds/). --version prints the version.\n",
            sfxscene_game_name() ? sfxscene_game_name() : "none", sfxscene_move() ? sfxscene_move() : "none");
}

static double db(float x) { return x > 0.0f ? 20.0 * log10(x) : -INFINITY; }

static void report(const char *path, const float *pcm, int frames, int channels, int rate)
{
    size_t n = (size_t)frames * (size_t)channels;
    float peak = dsp_peak(pcm, (int)n), rms = dsp_rms(pcm, (int)n);
    printf("%-28s %6.3f s  peak %.3f (%6.1f dBFS)  rms %.3f (%6.1f dBFS)\n", path,
           (double)frames / rate, peak, db(peak), rms, db(rms));
}

static int number(const char *opt, const char *text, double lo, double hi, double *out)
{
    char *end = NULL;
    errno = 0;
    double v = text ? strtod(text, &end) : 0.0;
    if (!text || errno || end == text || *end || !(v >= lo && v <= hi)) {
        fprintf(stderr, "soundcheck: %s wants a number from %g to %g\n", opt, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

static int write_all(const char *dir, int rate)
{
    char err[512];
    if (fileio_mkdirs(dir)) {
        fprintf(stderr, "soundcheck: cannot create %s\n", dir);
        return 1;
    }
    for (int k = 1; k < SND_COUNT; k++) {
        int n = synth_frames((sound_cue_t)k, rate);
        float *buf = malloc(sizeof(float) * (size_t)n);
        if (!buf || synth_render((sound_cue_t)k, rate, buf, n) != n) {
            fprintf(stderr, "soundcheck: out of memory\n");
            free(buf);
            return 1;
        }
        char path[1024];
        snprintf(path, sizeof path, "%s/%s.wav", dir, synth_name((sound_cue_t)k));
        int rc = wav_write_f32(path, buf, n, 1, rate, err, sizeof err);
        if (rc == 0) report(path, buf, n, 1, rate);
        free(buf);
        if (rc) {
            fprintf(stderr, "soundcheck: %s\n", err);
            return 1;
        }
    }
    return 0;
}

static int write_turn(const char *path, const char *move, sfxrec_opts_t *o)
{
    char err[512];
    event_list_t ev;
    event_list_init(&ev);
    sfxplan_pan_t *pan = malloc(sizeof *pan);
    synth_bank_t bank;
    int rc = 1, played = pan ? sfxscene_play(move, &ev, pan, err, sizeof err) : -1;
    if (played < 0) {
        fprintf(stderr, "soundcheck: %s\n", pan ? err : "out of memory");
        goto done;
    }
    if (synth_bank_init(&bank, o->rate)) {
        fprintf(stderr, "soundcheck: out of memory\n");
        goto done;
    }
    int frames = 0;
    float *pcm = sfxrec_render(ev.ev, ev.n, o, &bank, pan, &frames);
    synth_bank_free(&bank);
    if (!pcm) {
        fprintf(stderr, "soundcheck: out of memory\n");
        goto done;
    }
    if (wav_write_f32(path, pcm, frames, o->channels, o->rate, err, sizeof err)) {
        fprintf(stderr, "soundcheck: %s\n", err);
    } else {
        printf("%s %s, %d events, %d beats, beat %.3f s, speed %g\n", sfxscene_game_name(),
               move ? move : sfxscene_move(), ev.n, event_beats(&ev), o->beat_s, o->speed);
        report(path, pcm, frames, o->channels, o->rate);
        rc = 0;
    }
    free(pcm);
done:
    free(pan);
    event_list_free(&ev);
    return rc;
}

int main(int argc, char **argv)
{
    const char *out = "soundcheck.wav", *dir = "sounds", *move = NULL;
    int all = 0;
    sfxrec_opts_t o;
    sfxrec_defaults(&o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        double x;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (tool_version_option(a, argv[0])) {
            return 0;
        } else if (!strcmp(a, "--all")) {
            all = 1;
        } else if (!strcmp(a, "--mono")) {
            o.channels = 1;
        } else if ((!strcmp(a, "-o") || !strcmp(a, "-d") || !strcmp(a, "--move")) && v) {
            if (!strcmp(a, "-o")) out = v;
            else if (!strcmp(a, "-d")) dir = v;
            else move = v;
            i++;
        } else if (!strcmp(a, "--speed") || !strcmp(a, "--beat") || !strcmp(a, "--rate")) {
            int is_rate = !strcmp(a, "--rate"), is_speed = !strcmp(a, "--speed");
            if (is_rate ? number(a, v, SYNTH_MIN_RATE, SYNTH_MAX_RATE, &x)
                        : number(a, v, is_speed ? 0.1 : 0.01, is_speed ? 16.0 : 5.0, &x))
                return 2;
            if (is_rate) o.rate = (int)x;
            else if (is_speed) o.speed = x;
            else o.beat_s = x;
            i++;
        } else {
            fprintf(stderr, "soundcheck: unknown or incomplete option '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    return all ? write_all(dir, o.rate) : write_turn(out, move, &o);
}
