/* Sound without a sound card: the mixer on buffers (sums, clipping,
 * volume, mute, speed), every synthesised cue, the plan of a move's sounds,
 * WAV files, and the recording of a Zumo push turn. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "audio/dsp.h"
#include "core/fileio.h"
#include "core/game.h"
#include "audio/mixer.h"
#include "audio/sfxplan.h"
#include "audio/sfxrec.h"
#include "audio/sfxscene.h"
#include "audio/synth.h"
#include "audio/wav.h"
#include "games/zumo/zumo.h"
#include "lib_gametest.h"

#define RATE 1000  /* mixer tests: one frame per millisecond */

static float *constant(int n, float v)
{
    float *b = malloc(sizeof(float) * (size_t)n);
    assert_non_null(b);
    for (int i = 0; i < n; i++) b[i] = v;
    return b;
}

/* Index of the first frame of channel 0 whose magnitude exceeds eps, -1. */
static int first_sound(const float *out, int frames, int ch, float eps)
{
    for (int i = 0; i < frames; i++)
        if (fabsf(out[i * ch]) > eps) return i;
    return -1;
}

/* ------------------------------------------------------------------ mixer */

static void test_mix_two_voices_sum(void **st)
{
    (void)st;
    float *a = constant(100, 0.1f), *b = constant(100, 0.2f);
    mixer_t m;
    mixer_init(&m, RATE, 1);
    assert_true(mixer_play(&m, a, 100, 1.0f, 0.0f, 1.0f, 0.0) >= 0);
    assert_true(mixer_play(&m, b, 100, 1.0f, 0.0f, 1.0f, 0.0) >= 0);
    assert_int_equal(mixer_active(&m), 2);
    float out[50];
    mixer_mix_f32(&m, out, 50);
    for (int i = 0; i < 50; i++) assert_float_equal(out[i], 0.3f, 1e-6);

    /* Stereo: a hard-left voice only sounds on the left; the centre keeps
     * its full level on both sides. */
    mixer_init(&m, RATE, 2);
    mixer_play(&m, a, 100, 1.0f, -1.0f, 1.0f, 0.0);
    mixer_play(&m, b, 100, 1.0f, 0.0f, 1.0f, 0.0);
    float lr[100];
    mixer_mix_f32(&m, lr, 50);
    for (int i = 0; i < 50; i++) {
        assert_float_equal(lr[2 * i], 0.3f, 1e-6);
        assert_float_equal(lr[2 * i + 1], 0.2f, 1e-6);
    }
    /* The voices end with their buffers, then silence. */
    mixer_mix_f32(&m, lr, 50);
    float tail[200];
    mixer_mix_f32(&m, tail, 100);
    assert_int_equal(mixer_active(&m), 0);
    for (int i = 0; i < 200; i++) assert_float_equal(tail[i], 0.0f, 0.0);
    free(a);
    free(b);
}

static void test_mix_clipping(void **st)
{
    (void)st;
    /* 32 full-scale square waves in phase: a sum of 32, which would wrap
     * a 16-bit sample many times over. */
    enum { N = 400 };
    float *sq = malloc(sizeof(float) * N);
    assert_non_null(sq);
    for (int i = 0; i < N; i++) sq[i] = (i / 20) % 2 ? -1.0f : 1.0f;
    mixer_t m;
    mixer_init(&m, RATE, 2);
    for (int v = 0; v < MIXER_VOICES; v++) mixer_play(&m, sq, N, 1.0f, 0.0f, 1.0f, 0.0);
    int16_t out[2 * N];
    mixer_mix_s16(&m, out, N);
    int max = 0;
    for (int i = 0; i < N; i++) {
        int x = out[2 * i];
        if (abs(x) > max) max = abs(x);
        /* Never wraps: the output keeps the sign of the input. */
        if (i % 20 > 1) assert_true(sq[i] > 0 ? x > 0 : x < 0);
    }
    assert_true(max <= (int)(MIXER_CEILING * 32767.0f) + 1);
    assert_true(max > 16000);  /* limited, not crushed to nothing */

    /* Float output too, for random loud overlaps. */
    mixer_init(&m, RATE, 1);
    float *noise = malloc(sizeof(float) * N);
    assert_non_null(noise);
    dsp_noise_t ns;
    dsp_noise_seed(&ns, 7);
    for (int i = 0; i < N; i++) noise[i] = dsp_noise(&ns);
    for (int v = 0; v < 20; v++) mixer_play(&m, noise, N, 1.0f, 0.0f, 1.0f + 0.01f * v, 0.0);
    float f[N];
    mixer_mix_f32(&m, f, N);
    for (int i = 0; i < N; i++) assert_true(fabsf(f[i]) < MIXER_CEILING);
    free(noise);
    free(sq);
}

static void test_volume_and_mute(void **st)
{
    (void)st;
    float *a = constant(100, 0.4f);
    mixer_t m;
    mixer_init(&m, RATE, 1);
    assert_float_equal(mixer_volume(&m), 1.0f, 0.0);
    mixer_set_volume(&m, 0.5f);
    mixer_play(&m, a, 100, 1.0f, 0.0f, 1.0f, 0.0);
    float out[100];
    mixer_mix_f32(&m, out, 10);
    for (int i = 0; i < 10; i++) assert_float_equal(out[i], 0.2f, 1e-6);
    mixer_set_volume(&m, 7.0f);
    assert_float_equal(mixer_volume(&m), 1.0f, 0.0);
    mixer_set_volume(&m, -1.0f);
    assert_float_equal(mixer_volume(&m), 0.0f, 0.0);
    mixer_set_volume(&m, 1.0f);

    /* Muted: silence, but the voice keeps time: 50 of its 90 remaining
     * frames pass silently, the last 40 sound after unmuting. */
    mixer_set_muted(&m, 1);
    assert_true(mixer_muted(&m));
    mixer_mix_f32(&m, out, 50);
    for (int i = 0; i < 50; i++) assert_float_equal(out[i], 0.0f, 0.0);
    mixer_set_muted(&m, 0);
    mixer_mix_f32(&m, out, 100);
    int loud = 0;
    for (int i = 0; i < 100; i++) loud += fabsf(out[i] - 0.4f) < 1e-6f;
    assert_int_equal(loud, 40);
    free(a);
}

static void test_speed(void **st)
{
    (void)st;
    float *a = constant(100, 0.25f);
    float out[400];
    mixer_t m;
    /* A sound due 0.1 s into the animation starts at frame 100 at normal
     * speed, at frame 50 when the animations run twice as fast. */
    for (int k = 0; k < 2; k++) {
        mixer_init(&m, RATE, 1);
        mixer_set_speed(&m, k ? 2.0 : 1.0);
        mixer_play(&m, a, 100, 1.0f, 0.0f, 1.0f, 0.1);
        mixer_mix_f32(&m, out, 400);
        assert_int_equal(first_sound(out, 400, 1, 1e-6f), k ? 50 : 100);
    }
    /* Playback follows gently: shorter at speed 2, within bounds. */
    assert_float_equal(mixer_speed_pitch(1.0), 1.0, 1e-12);
    assert_true(mixer_speed_pitch(2.0) > 1.1 && mixer_speed_pitch(2.0) <= 1.3);
    assert_true(mixer_speed_pitch(0.25) >= 0.8 && mixer_speed_pitch(0.25) < 1.0);
    assert_float_equal(mixer_speed_pitch(100.0), 1.3, 1e-12);
    int len = 0;
    for (int i = 0; i < 400; i++) len += out[i] != 0.0f;
    assert_true(len < 100 && len >= 100 / 1.3 - 1);
    /* Speed changes apply to waiting voices too. */
    mixer_init(&m, RATE, 1);
    mixer_play(&m, a, 100, 1.0f, 0.0f, 1.0f, 0.2);
    mixer_mix_f32(&m, out, 100);  /* 0.1 s of 0.2 waited */
    mixer_set_speed(&m, 4.0);
    mixer_mix_f32(&m, out, 100);
    assert_int_equal(first_sound(out, 100, 1, 1e-6f), 25);
    mixer_set_speed(&m, 1000.0);
    assert_float_equal(mixer_speed(&m), 16.0, 0.0);
    free(a);
}

static void test_voices_and_cancel(void **st)
{
    (void)st;
    float *a = constant(1000, 0.01f);
    mixer_t m;
    mixer_init(&m, RATE, 2);
    assert_int_equal(mixer_play(&m, NULL, 10, 1.0f, 0.0f, 1.0f, 0.0), -1);
    assert_int_equal(mixer_play(&m, a, 0, 1.0f, 0.0f, 1.0f, 0.0), -1);
    assert_int_equal(mixer_play(&m, a, 10, 0.0f, 0.0f, 1.0f, 0.0), -1);
    assert_int_equal(mixer_play(&m, a, 10, NAN, 0.0f, 1.0f, 0.0), -1);
    assert_int_equal(mixer_play(&m, a, 10, 1.0f, 0.0f, 0.0f, 0.0), -1);
    for (int i = 0; i < 10; i++) mixer_play(&m, a, 1000, 1.0f, 0.0f, 1.0f, 0.0);
    for (int i = 10; i < MIXER_VOICES; i++) mixer_play(&m, a, 1000, 1.0f, NAN, 1.0f, 0.5);
    assert_int_equal(mixer_active(&m), MIXER_VOICES);
    /* All busy: the oldest sounding voice makes room, pending ones stay. */
    assert_int_equal(mixer_play(&m, a, 1000, 1.0f, 0.0f, 1.0f, 0.0), 0);
    assert_int_equal(mixer_play(&m, a, 1000, 1.0f, 0.0f, 1.0f, 0.0), 1);
    assert_int_equal(mixer_active(&m), MIXER_VOICES);
    mixer_cancel_pending(&m);
    assert_int_equal(mixer_active(&m), 10);
    mixer_stop_all(&m);
    assert_int_equal(mixer_active(&m), 0);

    /* A buffer holding NaN does not poison the output. */
    a[3] = NAN;
    mixer_play(&m, a, 10, 1.0f, 0.0f, 1.0f, 0.0);
    float out[20];
    mixer_mix_f32(&m, out, 10);
    for (int i = 0; i < 20; i++) assert_true(isfinite(out[i]));
    free(a);
}

/* ------------------------------------------------------------------ synth */

static void test_every_cue(void **st)
{
    (void)st;
    static const int rates[] = {48000, 44100, 22050, 8000};
    for (size_t r = 0; r < sizeof rates / sizeof rates[0]; r++) {
        for (int k = 1; k < SND_COUNT; k++) {
            sound_cue_t cue = (sound_cue_t)k;
            int n = synth_frames(cue, rates[r]);
            double dur = (double)n / rates[r];
            if (dur < 0.04 || dur > 2.0) fail_msg("%s lasts %.3f s", synth_name(cue), dur);
            float *b = malloc(sizeof(float) * (size_t)n);
            assert_non_null(b);
            assert_int_equal(synth_render(cue, rates[r], b, n), n);
            for (int i = 0; i < n; i++)
                if (!isfinite(b[i])) fail_msg("%s: sample %d is %f", synth_name(cue), i, b[i]);
            float peak = dsp_peak(b, n), rms = dsp_rms(b, n);
            if (!(peak > 0.2f && peak < 0.8f) || rms < 0.01f)
                fail_msg("%s at %d Hz: peak %.3f rms %.3f", synth_name(cue), rates[r], peak, rms);
            /* Starts and ends at rest: no click. */
            assert_true(fabsf(b[0]) < 0.01f && fabsf(b[n - 1]) < 0.01f);
            /* Deterministic. */
            float *c = malloc(sizeof(float) * (size_t)n);
            assert_non_null(c);
            synth_render(cue, rates[r], c, n);
            assert_memory_equal(b, c, sizeof(float) * (size_t)n);
            free(c);
            free(b);
        }
    }
}

static void test_synth_api(void **st)
{
    (void)st;
    assert_int_equal(synth_frames(SND_NONE, 48000), 0);
    assert_int_equal(synth_frames(SND_COUNT, 48000), 0);
    assert_int_equal(synth_frames(SND_PLACE, 100), 0);
    float x[4];
    assert_int_equal(synth_render(SND_NONE, 48000, x, 4), -1);
    /* A short buffer gets the start of the cue. */
    assert_int_equal(synth_render(SND_THUD, 48000, x, 4), 4);
    for (int k = 1; k < SND_COUNT; k++) {
        assert_int_equal(synth_by_name(synth_name((sound_cue_t)k)), k);
        assert_true(synth_duration((sound_cue_t)k) > 0.0);
    }
    assert_int_equal(synth_by_name("nope"), SND_NONE);
    assert_int_equal(synth_to_s16(2.0f), 32767);
    assert_int_equal(synth_to_s16(-2.0f), -32768);
    assert_int_equal(synth_to_s16(NAN), 0);
    /* 16-bit stereo: both channels carry the cue, below full scale. */
    int n = synth_frames(SND_THWACK, 22050);
    int16_t *s = malloc(sizeof(int16_t) * 2 * (size_t)n);
    assert_non_null(s);
    assert_int_equal(synth_render_s16(SND_THWACK, 22050, 2, s, n), n);
    int max = 0;
    for (int i = 0; i < n; i++) {
        assert_int_equal(s[2 * i], s[2 * i + 1]);
        if (abs(s[2 * i]) > max) max = abs(s[2 * i]);
    }
    assert_true(max > 10000 && max < 32767);
    free(s);
    synth_bank_t bank;
    assert_int_equal(synth_bank_init(&bank, 1), -1);
    assert_int_equal(synth_bank_init(&bank, 44100), 0);
    assert_null(bank.data[SND_NONE]);
    for (int k = 1; k < SND_COUNT; k++)
        assert_int_equal(bank.frames[k], synth_frames((sound_cue_t)k, 44100));
    /* The client's bank starts empty and renders a cue as it is first
     * played: the same samples, once. */
    synth_bank_t lazy;
    assert_int_equal(synth_bank_open(&lazy, 1), -1);
    assert_int_equal(synth_bank_open(&lazy, 44100), 0);
    for (int k = 0; k < SND_COUNT; k++) assert_null(lazy.data[k]);
    assert_int_equal(synth_bank_cue(&lazy, SND_NONE), -1);
    assert_int_equal(synth_bank_cue(&lazy, SND_COUNT), -1);
    assert_int_equal(synth_bank_cue(&lazy, SND_CHIME), 0);
    const float *first = lazy.data[SND_CHIME];
    assert_int_equal(synth_bank_cue(&lazy, SND_CHIME), 0);
    assert_ptr_equal(lazy.data[SND_CHIME], first);
    assert_null(lazy.data[SND_PLACE]);
    assert_int_equal(lazy.frames[SND_CHIME], bank.frames[SND_CHIME]);
    assert_memory_equal(lazy.data[SND_CHIME], bank.data[SND_CHIME], sizeof(float) * (size_t)bank.frames[SND_CHIME]);
    synth_bank_free(&lazy);
    synth_bank_free(&bank);
}

/* ------------------------------------------------------------------- plan */

static event_t ev_of(event_kind_t kind, int beat, int cell, int cell2)
{
    event_t e = {0};
    e.kind = (uint8_t)kind;
    e.beat = (uint8_t)beat;
    e.cell = (int16_t)cell;
    e.cell2 = (int16_t)cell2;
    e.sound = (uint8_t)event_default_sound(kind);
    return e;
}

static void test_plan(void **st)
{
    (void)st;
    event_t ev[16];
    int n = 0;
    ev[n++] = ev_of(EV_PLACE, 0, 0, -1);
    for (int i = 0; i < 8; i++) ev[n++] = ev_of(EV_REMOVE, 1, i, -1);
    ev[n++] = ev_of(EV_SCORE, 1, -1, -1);   /* silent */
    ev[n] = ev_of(EV_GAME, 2, 0, 5); /* a game's own verb heard as a whoosh: a thrown axe */
    ev[n++].sound = SND_WHOOSH;
    sfxplan_item_t out[32];
    int k = sfxplan_build(ev, n, 0.25, NULL, out, 32);
    /* place, 5 pops of the 8 (a ripple), whoosh + chop. */
    assert_int_equal(k, 1 + SFXPLAN_RIPPLE + 2);
    assert_int_equal(out[0].cue, SND_PLACE);
    assert_float_equal(out[0].delay, 0.0, 1e-12);
    for (int i = 0; i < SFXPLAN_RIPPLE; i++) {
        assert_int_equal(out[1 + i].cue, SND_REMOVE);
        assert_float_equal(out[1 + i].delay, 0.25 + i * SFXPLAN_STAGGER, 1e-9);
        if (i) assert_true(out[1 + i].gain < out[i].gain && out[1 + i].pitch > out[i].pitch);
    }
    assert_int_equal(out[k - 2].cue, SND_WHOOSH);
    assert_float_equal(out[k - 2].delay, 0.5, 1e-12);
    assert_int_equal(out[k - 1].cue, SND_THWACK);
    assert_float_equal(out[k - 1].delay, 0.75, 1e-12);
    /* Room for 3: no overflow. */
    assert_int_equal(sfxplan_build(ev, n, 0.25, NULL, out, 3), 3);

    /* Pans from the board: left cells left, right cells right. */
    board_t *b = malloc(sizeof *b);
    sfxplan_pan_t *pan = malloc(sizeof *pan);
    assert_non_null(b);
    assert_non_null(pan);
    assert_int_equal(board_init_hexhex(b, 5), 0);
    sfxplan_board_pan(b, 0.5f, pan);
    int left = board_parse_cell(b, "A1"), right = board_parse_cell(b, "I9");
    ev[0] = ev_of(EV_PLACE, 0, left, -1);
    ev[1] = ev_of(EV_PLACE, 1, right, -1);
    ev[2] = ev_of(EV_REMOVE, 1, 999, -1); /* unknown cell: the middle */
    assert_int_equal(sfxplan_build(ev, 3, 0.25, pan, out, 32), 3);
    assert_true(out[0].pan < -0.2f && out[0].pan >= -0.5f);
    assert_true(out[1].pan > 0.2f && out[1].pan <= 0.5f);
    assert_float_equal(out[2].pan, 0.0f, 0.0);
    free(pan);
    free(b);

    /* The fanfare waits for a falling stone to land. */
    ev[0] = ev_of(EV_GAME, 0, 0, -1); /* a game's verb heard as a fall */
    ev[0].sound = SND_DROP;
    ev[1] = ev_of(EV_WIN, 1, -1, -1);
    assert_int_equal(sfxplan_build(ev, 2, 0.25, NULL, out, 32), 2);
    assert_int_equal(out[1].cue, SND_FANFARE);
    assert_true(out[1].delay > SYNTH_DROP_LAND_S);
}

/* -------------------------------------------------------------------- WAV */

static void test_wav_roundtrip(void **st)
{
    (void)st;
    char path[1024];
    int fd = gametest_tmpfile(path, sizeof path, "hexarcade-wav-");
    assert_true(fd >= 0);
    /* Only the name was wanted: Windows replaces no file held open. */
    plat_close(fd);
    int16_t pcm[10] = {0, 1, -1, 32767, -32768, 1234, -4321, 7, 8, 9};
    char err[256];
    assert_int_equal(wav_write_s16(path, pcm, 5, 2, 22050, err, sizeof err), 0);
    wav_t w;
    if (wav_read(path, &w, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(w.rate, 22050);
    assert_int_equal(w.channels, 2);
    assert_int_equal(w.frames, 5);
    assert_memory_equal(w.pcm, pcm, sizeof pcm);
    wav_free(&w);
    /* Float input is clamped, not wrapped. */
    float f[3] = {1.5f, -1.5f, 0.5f};
    assert_int_equal(wav_write_f32(path, f, 3, 1, 8000, err, sizeof err), 0);
    assert_int_equal(wav_read(path, &w, err, sizeof err), 0);
    assert_int_equal(w.pcm[0], 32767);
    assert_int_equal(w.pcm[1], -32768);
    assert_int_equal(w.pcm[2], 16384);
    wav_free(&w);
    assert_int_equal(fileio_write_atomic(path, "RIFF1234WAVEjunk", 16, err, sizeof err), 0);
    assert_int_equal(wav_read(path, &w, err, sizeof err), -1);
    assert_non_null(strstr(err, "no fmt chunk"));
    assert_int_equal(wav_write_s16(path, pcm, 5, 0, 22050, err, sizeof err), -1);
    remove(path);
    assert_int_equal(wav_read(path, &w, err, sizeof err), -1);
}

/* --------------------------------------------------- the Zumo push turn */

/* Loudest sample magnitude of channel-summed frames in [t0, t1) s. */
static float peak_between(const float *pcm, int frames, int ch, int rate, double t0, double t1)
{
    int a = (int)(t0 * rate), b = (int)(t1 * rate);
    if (b > frames) b = frames;
    float p = 0.0f;
    for (int i = a * ch; i < b * ch; i++)
        if (fabsf(pcm[i]) > p) p = fabsf(pcm[i]);
    return p;
}

static void test_zumo_push_recording(void **st)
{
    (void)st;
    char err[512];
    event_list_t ev;
    event_list_init(&ev);
    sfxplan_pan_t *pan = malloc(sizeof *pan);
    assert_non_null(pan);
    int rc = sfxscene_play(NULL, &ev, pan, err, sizeof err);
    if (rc < 0) fail_msg("%s", err);
    assert_string_equal(sfxscene_game_name(), "Zumo");

    sfxrec_opts_t o;
    sfxrec_defaults(&o);
    synth_bank_t bank;
    assert_int_equal(synth_bank_init(&bank, o.rate), 0);
    int frames = 0;
    float *pcm = sfxrec_render(ev.ev, ev.n, &o, &bank, pan, &frames);
    assert_non_null(pcm);
    int n = frames * o.channels;
    double secs = (double)frames / o.rate;
    assert_true(secs > 2.0 && secs < 5.0);
    /* Non-silent, not clipping. */
    float peak = dsp_peak(pcm, n), rms = dsp_rms(pcm, n);
    if (!(rms > 0.03f && peak > 0.3f && peak < MIXER_CEILING))
        fail_msg("peak %.3f rms %.3f", peak, rms);
    /* Each beat that has a sound is heard on time; the silent beats are
     * quiet: place 0, sightlines 1 (silent), suction + evaporation 2, energy
     * 3 (silent), thud 4, thud + shatter 5, fall 6, fanfare after landing. */
    double beat = o.beat_s;
    assert_true(peak_between(pcm, frames, 2, o.rate, 0.0, 0.1) > 0.2f);
    assert_true(peak_between(pcm, frames, 2, o.rate, 0.3, 0.5) < 0.02f);
    assert_true(peak_between(pcm, frames, 2, o.rate, 2 * beat, 2 * beat + 0.1) > 0.05f);
    assert_true(peak_between(pcm, frames, 2, o.rate, 4 * beat, 4 * beat + 0.05) > 0.3f);
    assert_true(peak_between(pcm, frames, 2, o.rate, 5 * beat, 5 * beat + 0.05) > 0.3f);
    assert_true(peak_between(pcm, frames, 2, o.rate, 6 * beat + 0.05, 6 * beat + 0.3) > 0.1f);
    assert_true(peak_between(pcm, frames, 2, o.rate, secs - 1.2, secs - 0.3) > 0.1f);
    /* The fallen stone was on the right of the board: louder on the right. */
    double l = 0.0, r = 0.0;
    int a = (int)((6 * beat + 0.05) * o.rate), b = (int)((6 * beat + 0.3) * o.rate);
    for (int i = a; i < b; i++) {
        l += fabsf(pcm[2 * i]);
        r += fabsf(pcm[2 * i + 1]);
    }
    assert_true(r > l);

    /* Written to a WAV and read back: the same samples, none clipped. */
    const char *build = getenv("BUILD");
    char path[1200], tmp[1024] = "";
    snprintf(path, sizeof path, "%s/zumo-push.wav", build && *build ? build : "build");
    /* Kept in the build folder to be listened to; without one, not kept. */
    if (!fileio_exists(build && *build ? build : "build")) {
        assert_non_null(gametest_tmpdir(tmp, sizeof tmp, "hexarcade-zumo-"));
        snprintf(path, sizeof path, "%s/zumo-push.wav", tmp);
    }
    if (wav_write_f32(path, pcm, frames, o.channels, o.rate, err, sizeof err)) fail_msg("%s", err);
    wav_t w;
    if (wav_read(path, &w, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(w.frames, frames);
    assert_int_equal(w.channels, 2);
    assert_int_equal(w.rate, o.rate);
    int max = 0;
    for (int i = 0; i < n; i++) {
        assert_int_equal(w.pcm[i], synth_to_s16(pcm[i]));
        if (abs(w.pcm[i]) > max) max = abs(w.pcm[i]);
    }
    assert_true(max > 8000 && max < 32767);
    print_message("zumo push turn: %s, %.2f s, peak %.3f (%d), rms %.3f\n", path, secs, peak, max,
                  rms);
    wav_free(&w);
    if (tmp[0]) plat_unlink(path), plat_rmdir(tmp);
    free(pcm);

    /* Twice the speed: a shorter recording, still clean. */
    o.speed = 2.0;
    int fast = 0;
    pcm = sfxrec_render(ev.ev, ev.n, &o, &bank, pan, &fast);
    assert_non_null(pcm);
    assert_true(fast < frames * 0.75);
    assert_true(dsp_peak(pcm, fast * 2) < MIXER_CEILING);
    free(pcm);
    /* A bank at another rate is refused. */
    o.rate = 44100;
    assert_null(sfxrec_render(ev.ev, ev.n, &o, &bank, pan, &fast));
    synth_bank_free(&bank);
    event_list_free(&ev);
    free(pan);
}

/* The events the engine must give for the scene's move (F6,I9+3), written
 * out by hand from docs/rules/zumo.md: the scene's sounds depend on them. */
static void put(event_list_t *ev, event_kind_t kind, int player, const board_t *b, const char *c,
                const char *c2, int value)
{
    event_add(ev, kind, player, c ? board_parse_cell(b, c) : -1, c2 ? board_parse_cell(b, c2) : -1, value);
}

/* One of Zumo's own verbs (games/zumo/zumo.h), as put. */
static void put_verb(event_list_t *ev, int sub, int player, const board_t *b, const char *c, const char *c2,
                     int value)
{
    event_add_verb(ev, &zumo_verbs, sub, player, c ? board_parse_cell(b, c) : -1, c2 ? board_parse_cell(b, c2) : -1,
                   value);
}

static void hand_built(event_list_t *ev)
{
    board_t *b = malloc(sizeof *b);
    assert_non_null(b);
    assert_int_equal(board_init_hexhex(b, 6), 0);
    put(ev, EV_PLACE, 1, b, "F6", NULL, PIECE_STONE);
    event_beat(ev);
    put_verb(ev, ZUMO_EV_SIGHTLINE, 1, b, "F6", "H6", 1);
    put_verb(ev, ZUMO_EV_SIGHTLINE, 1, b, "F6", "C6", 1);
    put_verb(ev, ZUMO_EV_SIGHTLINE, 1, b, "F6", "F5", 1);
    event_beat(ev);
    put_verb(ev, ZUMO_EV_SLIDE, 1, b, "H6", "G6", 0);
    put_verb(ev, ZUMO_EV_SLIDE, 1, b, "C6", "D6", 0);
    put_verb(ev, ZUMO_EV_EVAPORATE, 1, b, "F5", "F6", 0);
    event_beat(ev);
    put_verb(ev, ZUMO_EV_ENERGY, 1, b, "F6", NULL, 3);
    event_beat(ev);
    put_verb(ev, ZUMO_EV_PUSH, 2, b, "I9", "J10", 1);
    event_beat(ev);
    put_verb(ev, ZUMO_EV_PUSH, 2, b, "J10", "K11", 1);
    put_verb(ev, ZUMO_EV_SHATTER, 1, b, "K11", NULL, 0);
    event_beat(ev);
    put_verb(ev, ZUMO_EV_FALL, 2, b, "K11", NULL, 1);
    put(ev, EV_SCORE, 1, b, NULL, NULL, 3);
    put(ev, EV_SCORE, 2, b, NULL, NULL, 1);
    event_beat(ev);
    put(ev, EV_CHAIN, 1, b, "F6", NULL, 0);
    put(ev, EV_CHAIN, 1, b, "K11", NULL, 0);
    put(ev, EV_WIN, 1, b, NULL, NULL, 1);
    free(b);
}

static void test_zumo_scene_by_hand_matches_engine(void **st)
{
    (void)st;
    char err[512];
    event_list_t real, hand;
    event_list_init(&real);
    event_list_init(&hand);
    hand_built(&hand);
    assert_string_equal(sfxscene_move(), "F6,I9+3");
    if (sfxscene_play(NULL, &real, NULL, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(hand.n, real.n);
    for (int i = 0; i < real.n; i++) {
        const event_t *x = &real.ev[i], *y = &hand.ev[i];
        if (x->kind != y->kind || x->sub != y->sub || x->beat != y->beat || x->cell != y->cell || x->cell2 != y->cell2 ||
            x->sound != y->sound || x->player != y->player || x->value != y->value)
            fail_msg("event %d: engine %s beat %d cell %d-%d, by hand %s beat %d cell %d-%d", i,
                     event_name(&zumo_verbs, x), x->beat, x->cell, x->cell2, event_name(&zumo_verbs, y),
                     y->beat, y->cell, y->cell2);
    }
    /* Other moves from the scene are played by the engine. */
    event_list_clear(&real);
    assert_int_equal(sfxscene_play("F6,F7+3", &real, NULL, err, sizeof err), 0);
    assert_true(real.n > 0);
    event_list_clear(&real);
    assert_int_equal(sfxscene_play("A1", &real, NULL, err, sizeof err), -1);
    event_list_free(&real);
    event_list_free(&hand);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mix_two_voices_sum),
        cmocka_unit_test(test_mix_clipping),
        cmocka_unit_test(test_volume_and_mute),
        cmocka_unit_test(test_speed),
        cmocka_unit_test(test_voices_and_cancel),
        cmocka_unit_test(test_every_cue),
        cmocka_unit_test(test_synth_api),
        cmocka_unit_test(test_plan),
        cmocka_unit_test(test_wav_roundtrip),
        cmocka_unit_test(test_zumo_push_recording),
        cmocka_unit_test(test_zumo_scene_by_hand_matches_engine),
    };
    return cmocka_run_group_tests_name("sound", tests, NULL, NULL);
}
