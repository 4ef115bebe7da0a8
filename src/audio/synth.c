/* The recipes of the sound cues. Each recipe adds layers into a zeroed mono
 * buffer; synth_render then shapes the ends, removes DC and scales the cue
 * to its own peak level (the table below), which sets the balance between
 * cues: a menu tick is quiet, a push thud weighty.
 *
 * Times are in seconds and frequencies in Hz, so the cues sound the same at
 * any sample rate; partials above 0.45 x rate are skipped (no aliasing). */
#include "audio/synth.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "audio/dsp.h"

typedef struct {
    float *o;
    int n;
    float rate;
    dsp_noise_t noise;
} ctx_t;

enum { NOISE_LP, NOISE_BP, NOISE_HP };

static int index_at(const ctx_t *c, float t)
{
    int i = (int)ceilf(t * c->rate);
    return i < 0 ? 0 : i;
}

/* A sine partial from t0 with an exponential pitch glide f0 -> f1 over
 * `glide` s and a dsp_env envelope; stops once the envelope has died. The
 * decay and the glide advance by one multiplication a sample (start-up
 * renders hundreds of these). */
static void add_tone(ctx_t *c, float t0, float f0, float f1, float glide, float attack,
                     float decay, float amp)
{
    int i = index_at(c, t0);
    float t = (float)i / c->rate - t0;
    float fall = expf(-1.0f / (decay * c->rate));
    float bend = powf(f1 / f0, 1.0f / (glide * c->rate));
    float f = dsp_glide(t, glide, f0, f1), e = dsp_env(t, attack, decay);
    double ph = 0.0;
    for (; i < c->n; i++, t += 1.0f / c->rate) {
        if (t < attack) e = t / attack;
        else if (e < 1e-4f) break;
        if (f < c->rate * 0.45f) c->o[i] += amp * e * sinf(2.0f * (float)DSP_PI * (float)ph);
        ph += f / c->rate;
        if (ph >= 1.0) ph -= 1.0;
        if (t >= attack) e *= fall;
        if (t < glide) f *= bend;
    }
}

/* Filtered noise burst from t0, cutoff gliding fc0 -> fc1 over `sweep` s. */
static void add_noise(ctx_t *c, float t0, int mode, float fc0, float fc1, float sweep, float q,
                      float attack, float decay, float amp)
{
    dsp_svf_t f = {0};
    for (int i = index_at(c, t0); i < c->n; i++) {
        float t = (float)i / c->rate - t0;
        float e = dsp_env(t, attack, decay);
        if (t > attack && e < 1e-4f) break;
        dsp_svf_out_t y = dsp_svf(&f, dsp_noise(&c->noise), dsp_glide(t, sweep, fc0, fc1), q, c->rate);
        float s = mode == NOISE_LP ? y.lp : mode == NOISE_BP ? y.bp : y.hp;
        c->o[i] += amp * e * s;
    }
}

/* A struck bell: inharmonic partials, the higher ones dying sooner. */
static void add_bell(ctx_t *c, float t0, float hz, float amp, float decay)
{
    static const float ratio[] = {1.0f, 2.01f, 2.76f, 4.07f, 5.40f};
    static const float level[] = {1.0f, 0.45f, 0.28f, 0.14f, 0.07f};
    static const float life[] = {1.0f, 0.6f, 0.4f, 0.25f, 0.15f};
    for (int k = 0; k < 5; k++)
        add_tone(c, t0, hz * ratio[k], hz * ratio[k], 1.0f, 0.002f, decay * life[k], amp * level[k]);
}

/* A brass-like note: phase modulation at ratio 1 whose index follows the
 * loudness, so the note brightens as it swells (the "blat" of a horn);
 * delayed vibrato on long notes. */
static void add_brass(ctx_t *c, float t0, float hz, float len, float amp)
{
    const float attack = 0.025f;
    double pc = 0.0, pm = 0.0;
    dsp_onepole_t lp = {0};
    float soft = dsp_onepole_coef(3800.0f, c->rate);
    float settle = expf(-1.0f / (0.08f * c->rate)), fade = expf(-1.0f / (0.07f * c->rate));
    float swell = 1.0f, e = 0.0f, held = 0.0f;
    for (int i = index_at(c, t0); i < c->n; i++) {
        float t = (float)i / c->rate - t0;
        if (t < attack) {
            e = t / attack;
        } else if (t < len) {  /* settles from the attack's peak to 0.72 */
            e = held = 0.72f + 0.28f * swell;
            swell *= settle;
        } else {
            e = (e > held ? held : e) * fade;
            if (e < 1e-4f) break;
        }
        float vib = 1.0f + 0.006f * sinf(2.0f * (float)DSP_PI * 5.5f * t) * fminf(1.0f, t / 0.35f);
        float f = hz * vib;
        float index = 0.6f + 2.0f * e;
        float m = sinf(2.0f * (float)DSP_PI * (float)pm);
        float s = sinf(2.0f * (float)DSP_PI * (float)pc + index * m);
        pc += f / c->rate;
        pm += f / c->rate;
        if (pc >= 1.0) pc -= 1.0;
        if (pm >= 1.0) pm -= 1.0;
        c->o[i] += amp * e * dsp_onepole_step(&lp, s, soft);
    }
}

/* A soft buzz: harmonics falling off as 1/k^1.4 (no harsh square edges),
 * doubled by a slightly detuned copy that beats. */
static void add_buzz(ctx_t *c, float t0, float hz, float len, float amp)
{
    for (int i = index_at(c, t0); i < c->n; i++) {
        float t = (float)i / c->rate - t0;
        if (t > len + 0.03f) break;
        float e = t < 0.006f ? t / 0.006f : t < len ? 1.0f : 1.0f - (t - len) / 0.03f;
        float s = 0.0f;
        for (int k = 1; k <= 12; k++) {
            if (hz * 1.012f * k > c->rate * 0.45f) break;
            float w = powf((float)k, -1.4f);
            s += w * (sinf(2.0f * (float)DSP_PI * hz * k * t) +
                      0.7f * sinf(2.0f * (float)DSP_PI * hz * 1.012f * k * t));
        }
        c->o[i] += amp * e * s;
    }
}

/* --------------------------------------------------------------- recipes */

/* Placement: a wooden thock (falling low body), two short wood modes and a
 * soft click on top. */
static void cue_place(ctx_t *c)
{
    add_tone(c, 0.0f, 300.0f, 170.0f, 0.025f, 0.0015f, 0.03f, 1.0f);
    add_tone(c, 0.0f, 700.0f, 660.0f, 0.02f, 0.0008f, 0.025f, 0.4f);
    add_tone(c, 0.0f, 1250.0f, 1220.0f, 0.02f, 0.0005f, 0.015f, 0.2f);
    add_noise(c, 0.0f, NOISE_BP, 3200.0f, 2400.0f, 0.01f, 1.0f, 0.0003f, 0.004f, 0.9f);
}

/* A leap or slide: air rising and falling with a pitch arc, landing on a
 * light tick. */
static void cue_slide(ctx_t *c)
{
    const float dur = 0.22f;
    dsp_svf_t f = {0};
    double ph = 0.0;
    for (int i = 0; i < c->n; i++) {
        float t = (float)i / c->rate;
        if (t >= dur) break;
        float arc = sinf((float)DSP_PI * t / dur);
        float e = dsp_bump(t, dur);
        dsp_svf_out_t y = dsp_svf(&f, dsp_noise(&c->noise), 700.0f * powf(3.5f, arc), 1.8f, c->rate);
        c->o[i] += e * (1.2f * y.bp + 0.22f * dsp_sine(&ph, 420.0f + 380.0f * arc, c->rate));
    }
    add_tone(c, 0.205f, 900.0f, 720.0f, 0.01f, 0.0005f, 0.012f, 0.3f);
}

/* Suction: air drawn in (noise whose low-pass opens and swells), a rising
 * "thwup" under it, cut off by a small pop as the stone arrives. */
static void cue_suction(ctx_t *c)
{
    const float pull = 0.26f;
    dsp_svf_t f = {0};
    double ph = 0.0;
    for (int i = 0; i < c->n; i++) {
        float t = (float)i / c->rate;
        if (t >= pull + 0.008f) break;
        float x = fminf(t / pull, 1.0f);
        float cut = t > pull ? 1.0f - (t - pull) / 0.008f : 1.0f;
        dsp_svf_out_t y = dsp_svf(&f, dsp_noise(&c->noise), dsp_glide(t, pull, 250.0f, 3500.0f), 0.9f, c->rate);
        float tone = dsp_sine(&ph, dsp_glide(t, pull, 160.0f, 560.0f), c->rate);
        c->o[i] += cut * (0.9f * powf(x, 2.2f) * y.lp + 0.35f * powf(x, 3.0f) * tone);
    }
    add_tone(c, pull - 0.004f, 1200.0f, 700.0f, 0.015f, 0.0008f, 0.012f, 0.35f);
}

/* A heavy knock: low body dropping to ~60 Hz, a knock around 250 Hz that
 * small speakers (which lose the body) still carry, and dull noise. */
static void add_thump(ctx_t *c, float t0, float amp)
{
    add_tone(c, t0, 150.0f, 62.0f, 0.05f, 0.002f, 0.075f, amp);
    add_tone(c, t0, 260.0f, 200.0f, 0.02f, 0.001f, 0.03f, 0.35f * amp);
    add_noise(c, t0, NOISE_LP, 900.0f, 200.0f, 0.05f, 0.7f, 0.001f, 0.025f, 0.8f * amp);
}

/* Push: a weighty thud with a little saturation (the table's drive). */
static void cue_thud(ctx_t *c)
{
    add_thump(c, 0.0f, 1.0f);
    add_tone(c, 0.0f, 420.0f, 330.0f, 0.02f, 0.001f, 0.015f, 0.2f);
}

/* Fizz: a rising hiss that crackles (random decaying grains) and a
 * faint rising shimmer, dying away. */
static void cue_fizz(ctx_t *c)
{
    dsp_svf_t f = {0};
    dsp_onepole_t soft = {0};
    float smooth = dsp_onepole_coef(9000.0f, c->rate);
    double ph = 0.0;
    float crackle = 0.0f;
    float grains = 190.0f / c->rate;               /* grains per sample */
    float keep = expf(-1.0f / (0.002f * c->rate)); /* grain decay, 2 ms */
    for (int i = 0; i < c->n; i++) {
        float t = (float)i / c->rate;
        float e = dsp_env(t, 0.015f, 0.14f);
        if (t > 0.015f && e < 1e-4f) break;
        if (dsp_noise_unit(&c->noise) < grains) crackle += 0.3f + 0.7f * dsp_noise_unit(&c->noise);
        crackle *= keep;
        dsp_svf_out_t y = dsp_svf(&f, dsp_noise(&c->noise), dsp_glide(t, 0.45f, 2500.0f, 5500.0f), 1.1f, c->rate);
        /* Band-passed, then softened above ~9 kHz: a fizz, not a hiss. */
        float fizz = dsp_onepole_step(&soft, y.bp * (0.4f + 1.2f * crackle), smooth);
        float shimmer = dsp_sine(&ph, dsp_glide(t, 0.4f, 900.0f, 2700.0f), c->rate);
        c->o[i] += e * (fizz + 0.08f * shimmer);
    }
}

/* Smash: a crack, a knock, ringing fragments and a spray of shards
 * thinning out over ~0.4 s. */
static void cue_smash(ctx_t *c)
{
    add_noise(c, 0.0f, NOISE_BP, 3000.0f, 1800.0f, 0.05f, 0.7f, 0.0003f, 0.012f, 1.0f);
    add_tone(c, 0.0f, 220.0f, 120.0f, 0.04f, 0.001f, 0.03f, 0.6f);
    static const float mode[] = {1870.0f, 2930.0f, 4410.0f, 6120.0f};
    static const float life[] = {0.09f, 0.07f, 0.05f, 0.035f};
    static const float level[] = {0.18f, 0.14f, 0.10f, 0.07f};
    for (int k = 0; k < 4; k++) add_tone(c, 0.0f, mode[k], mode[k], 1.0f, 0.0005f, life[k], level[k]);
    for (int k = 0; k < 16; k++) {
        float u = dsp_noise_unit(&c->noise);
        float tk = 0.02f + 0.38f * u * u;  /* dense at first, then sparse */
        float hz = 2200.0f + 4500.0f * dsp_noise_unit(&c->noise);
        float decay = 0.006f + 0.02f * dsp_noise_unit(&c->noise);
        float amp = 0.35f * (1.0f - tk / 0.45f);
        add_tone(c, tk, hz, hz * 0.97f, 0.02f, 0.0003f, decay, amp);
        add_noise(c, tk, NOISE_BP, 5000.0f, 5000.0f, 1.0f, 1.0f, 0.0002f, 0.002f, amp * 0.8f);
    }
}

/* Drop: a descending whistle (cartoon drop), then a
 * distant, muffled thump far below. */
static void cue_drop(ctx_t *c)
{
    const float len = (float)SYNTH_DROP_LAND_S - 0.02f;
    dsp_svf_t f = {0};
    double ph = 0.0;
    for (int i = 0; i < c->n; i++) {
        float t = (float)i / c->rate;
        if (t >= len) break;
        float hz = dsp_glide(t, len, 1500.0f, 280.0f) *
                   (1.0f + 0.012f * sinf(2.0f * (float)DSP_PI * 7.0f * t));
        float e = fminf(1.0f, t / 0.03f) * (t > len - 0.08f ? (len - t) / 0.08f : 1.0f) *
                  (0.7f + 0.3f * (1.0f - t / len));
        float p = (float)ph;
        float s = dsp_sine(&ph, hz, c->rate) + 0.15f * sinf(4.0f * (float)DSP_PI * p);
        dsp_svf_out_t y = dsp_svf(&f, dsp_noise(&c->noise), hz, 6.0f, c->rate);
        c->o[i] += 0.45f * e * (s + 0.8f * y.bp);
    }
    add_thump(c, (float)SYNTH_DROP_LAND_S, 0.9f);
}

/* The axe in flight: band-passed air sweeping up and down, chopped into
 * "whup-whup" by the spin. */
static void cue_whoosh(ctx_t *c)
{
    const float dur = 0.4f;
    dsp_svf_t f = {0};
    for (int i = 0; i < c->n; i++) {
        float t = (float)i / c->rate;
        if (t >= dur) break;
        float arc = sinf((float)DSP_PI * t / dur);
        float spin = 0.35f + 0.65f * (0.5f + 0.5f * cosf(2.0f * (float)DSP_PI * 15.0f * t));
        dsp_svf_out_t y = dsp_svf(&f, dsp_noise(&c->noise), 350.0f * powf(5.0f, arc), 1.4f, c->rate);
        c->o[i] += powf(arc, 1.6f) * spin * y.bp;
    }
}

/* Thwack: a sharp transient into wood, its body and modes, and a
 * faint metallic ring of the blade. */
static void cue_thwack(ctx_t *c)
{
    add_noise(c, 0.0f, NOISE_BP, 4200.0f, 2500.0f, 0.01f, 0.9f, 0.0002f, 0.004f, 1.2f);
    add_tone(c, 0.0f, 300.0f, 175.0f, 0.025f, 0.001f, 0.045f, 1.0f);
    add_tone(c, 0.0f, 820.0f, 800.0f, 0.02f, 0.0005f, 0.028f, 0.35f);
    add_tone(c, 0.0f, 1490.0f, 1470.0f, 0.02f, 0.0005f, 0.018f, 0.22f);
    add_tone(c, 0.001f, 2960.0f, 2960.0f, 1.0f, 0.001f, 0.07f, 0.06f);
}

/* A piece changing colour: a bright two-note FM "bling" upward (a fifth). */
static void cue_recolour(ctx_t *c)
{
    static const float start[] = {0.0f, 0.075f}, hz[] = {587.33f, 880.0f}, life[] = {0.09f, 0.14f};
    for (int k = 0; k < 2; k++) {
        double pc = 0.0, pm = 0.0;
        for (int i = index_at(c, start[k]); i < c->n; i++) {
            float t = (float)i / c->rate - start[k];
            float e = dsp_env(t, 0.004f, life[k]);
            if (t > 0.004f && e < 1e-4f) break;
            float index = 0.3f + 2.0f * expf(-t / 0.06f);
            float m = dsp_sine(&pm, 2.0f * hz[k], c->rate);
            c->o[i] += e * sinf(2.0f * (float)DSP_PI * (float)pc + index * m);
            pc += hz[k] / c->rate;
            if (pc >= 1.0) pc -= 1.0;
        }
    }
}

/* Chime: a two-bell chime, C6 then G6. */
static void cue_chime(ctx_t *c)
{
    add_bell(c, 0.0f, 1046.5f, 0.8f, 0.28f);
    add_bell(c, 0.07f, 1568.0f, 0.6f, 0.24f);
}

/* A stone of a group removed: a rising bubble "bloop" with a tiny click. */
static void cue_remove(ctx_t *c)
{
    add_tone(c, 0.0f, 380.0f, 1150.0f, 0.035f, 0.001f, 0.035f, 1.0f);
    add_noise(c, 0.0f, NOISE_HP, 3000.0f, 3000.0f, 1.0f, 0.7f, 0.0002f, 0.0015f, 0.3f);
}

/* The win: "ta-ta-ta-taaa" up a C major arpeggio on FM brass, the last
 * note held over a chord, with a bell sparkle on top. */
static void cue_fanfare(ctx_t *c)
{
    add_brass(c, 0.00f, 392.00f, 0.09f, 0.8f);
    add_brass(c, 0.11f, 523.25f, 0.09f, 0.8f);
    add_brass(c, 0.22f, 659.26f, 0.09f, 0.8f);
    add_brass(c, 0.33f, 783.99f, 0.95f, 0.9f);
    add_brass(c, 0.33f, 523.25f, 0.95f, 0.45f);
    add_brass(c, 0.33f, 659.26f, 0.95f, 0.4f);
    add_brass(c, 0.33f, 261.63f, 0.95f, 0.45f);
    add_bell(c, 0.33f, 2093.0f, 0.15f, 0.4f);
}

/* A refused move: a soft two-step buzz going down ("uh-uh"). */
static void cue_refuse(ctx_t *c)
{
    add_buzz(c, 0.0f, 196.0f, 0.09f, 1.0f);
    add_buzz(c, 0.13f, 147.0f, 0.12f, 1.0f);
    dsp_onepole_t lp = {0};
    float a = dsp_onepole_coef(1800.0f, c->rate);
    for (int i = 0; i < c->n; i++) c->o[i] = dsp_onepole_step(&lp, c->o[i], a);
}

/* Menu navigation: a short, soft high tick. */
static void cue_menu(ctx_t *c)
{
    add_tone(c, 0.0f, 1900.0f, 1900.0f, 1.0f, 0.0007f, 0.01f, 1.0f);
    add_tone(c, 0.0f, 3800.0f, 3800.0f, 1.0f, 0.0005f, 0.004f, 0.25f);
}

/* Low time on a game clock: two bright ticks, like a clock's alarm, clear
 * over the board's sounds but short enough not to nag. */
static void cue_clock(ctx_t *c)
{
    add_tone(c, 0.0f, 2400.0f, 2400.0f, 1.0f, 0.001f, 0.05f, 1.0f);
    add_tone(c, 0.0f, 4800.0f, 4800.0f, 1.0f, 0.001f, 0.02f, 0.3f);
    add_tone(c, 0.16f, 2400.0f, 2400.0f, 1.0f, 0.001f, 0.05f, 1.0f);
    add_tone(c, 0.16f, 4800.0f, 4800.0f, 1.0f, 0.001f, 0.02f, 0.3f);
}

/* ------------------------------------------------------------------ table */

typedef struct {
    const char *name;
    float dur;       /* seconds */
    float peak;      /* level after normalising: the balance between cues */
    float drive;     /* > 0: tanh saturation (warmth, body) before levelling */
    uint32_t seed;
    void (*fn)(ctx_t *c);
} recipe_t;

static const recipe_t recipes[SND_COUNT] = {
    [SND_NONE] = {"none", 0.0f, 0.0f, 0.0f, 0, NULL},
    [SND_PLACE] = {"place", 0.16f, 0.55f, 0.0f, 11, cue_place},
    [SND_SLIDE] = {"slide", 0.26f, 0.40f, 0.0f, 12, cue_slide},
    [SND_SUCTION] = {"suction", 0.30f, 0.48f, 0.0f, 13, cue_suction},
    [SND_THUD] = {"thud", 0.36f, 0.70f, 1.8f, 14, cue_thud},
    [SND_FIZZ] = {"fizz", 0.55f, 0.40f, 0.0f, 15, cue_fizz},
    [SND_SMASH] = {"smash", 0.55f, 0.55f, 0.0f, 16, cue_smash},
    [SND_DROP] = {"drop", 0.80f, 0.50f, 0.0f, 17, cue_drop},
    [SND_WHOOSH] = {"whoosh", 0.40f, 0.45f, 0.0f, 18, cue_whoosh},
    [SND_THWACK] = {"thwack", 0.26f, 0.62f, 1.3f, 19, cue_thwack},
    [SND_RECOLOUR] = {"recolour", 0.60f, 0.42f, 0.0f, 20, cue_recolour},
    [SND_CHIME] = {"chime", 0.95f, 0.42f, 0.0f, 21, cue_chime},
    [SND_REMOVE] = {"remove", 0.16f, 0.48f, 0.0f, 22, cue_remove},
    [SND_FANFARE] = {"fanfare", 1.70f, 0.55f, 0.0f, 23, cue_fanfare},
    [SND_REFUSE] = {"refuse", 0.30f, 0.30f, 0.0f, 24, cue_refuse},
    [SND_MENU] = {"menu", 0.06f, 0.30f, 0.0f, 25, cue_menu},
    [SND_CLOCK] = {"clock", 0.32f, 0.40f, 0.0f, 26, cue_clock},
};

static const recipe_t *recipe_of(sound_cue_t cue)
{
    if ((unsigned)cue >= SND_COUNT || !recipes[cue].fn) return NULL;
    return &recipes[cue];
}

const char *synth_name(sound_cue_t cue)
{
    return (unsigned)cue < SND_COUNT ? recipes[cue].name : "none";
}

sound_cue_t synth_by_name(const char *name)
{
    for (int k = 1; k < SND_COUNT; k++)
        if (name && strcmp(name, recipes[k].name) == 0) return (sound_cue_t)k;
    return SND_NONE;
}

double synth_duration(sound_cue_t cue)
{
    const recipe_t *r = recipe_of(cue);
    return r ? r->dur : 0.0;
}

int synth_frames(sound_cue_t cue, int rate)
{
    const recipe_t *r = recipe_of(cue);
    if (!r || rate < SYNTH_MIN_RATE || rate > SYNTH_MAX_RATE) return 0;
    return (int)ceil(r->dur * rate);
}

int synth_render(sound_cue_t cue, int rate, float *out, int n)
{
    int frames = synth_frames(cue, rate);
    if (frames <= 0 || !out || n < 0) return -1;
    const recipe_t *r = recipe_of(cue);
    /* Recipes render the whole cue; a short caller buffer gets a prefix. */
    float *buf = n >= frames ? out : malloc(sizeof(float) * (size_t)frames);
    if (!buf) return -1;
    memset(buf, 0, sizeof(float) * (size_t)frames);
    ctx_t c = {buf, frames, (float)rate, {0}};
    dsp_noise_seed(&c.noise, r->seed * 2654435761u);
    r->fn(&c);
    if (r->drive > 0.0f) {
        dsp_normalize(buf, frames, 1.0f);
        float k = 1.0f / tanhf(r->drive);
        for (int i = 0; i < frames; i++) buf[i] = k * tanhf(r->drive * buf[i]);
    }
    dsp_dc_block(buf, frames, (float)rate);
    /* 0.3 ms in keeps the transients crisp; 5 ms out hides any tail. */
    dsp_fade(buf, frames, (int)(0.0003 * rate) + 1, (int)(0.005 * rate) + 1);
    dsp_normalize(buf, frames, r->peak);
    if (buf != out) {
        memcpy(out, buf, sizeof(float) * (size_t)n);
        free(buf);
        return n;
    }
    return frames;
}

int16_t synth_to_s16(float x)
{
    if (!(x == x)) return 0;  /* NaN */
    float y = x * 32767.0f;
    if (y >= 32767.0f) return 32767;
    if (y <= -32768.0f) return -32768;
    return (int16_t)lrintf(y);
}

int synth_render_s16(sound_cue_t cue, int rate, int channels, int16_t *out, int n)
{
    int frames = synth_frames(cue, rate);
    if (frames <= 0 || !out || channels < 1 || n < 0) return -1;
    float *mono = malloc(sizeof(float) * (size_t)frames);
    if (!mono) return -1;
    synth_render(cue, rate, mono, frames);
    int m = n < frames ? n : frames;
    for (int i = 0; i < m; i++)
        for (int ch = 0; ch < channels; ch++) out[i * channels + ch] = synth_to_s16(mono[i]);
    free(mono);
    return m;
}

int synth_bank_open(synth_bank_t *b, int rate)
{
    memset(b, 0, sizeof *b);
    if (rate < SYNTH_MIN_RATE || rate > SYNTH_MAX_RATE) return -1;
    b->rate = rate;
    return 0;
}

int synth_bank_cue(synth_bank_t *b, sound_cue_t cue)
{
    if (cue == SND_NONE || (unsigned)cue >= SND_COUNT) return -1;
    if (b->data[cue]) return 0;
    int n = synth_frames(cue, b->rate);
    float *d = n > 0 ? malloc(sizeof(float) * (size_t)n) : NULL;
    if (!d || synth_render(cue, b->rate, d, n) != n) {
        free(d);
        return -1;
    }
    b->data[cue] = d;
    b->frames[cue] = n;
    return 0;
}

int synth_bank_init(synth_bank_t *b, int rate)
{
    if (synth_bank_open(b, rate)) return -1;
    for (int k = SND_NONE + 1; k < SND_COUNT; k++)
        if (synth_bank_cue(b, (sound_cue_t)k)) {
            synth_bank_free(b);
            return -1;
        }
    return 0;
}

void synth_bank_free(synth_bank_t *b)
{
    for (int k = 0; k < SND_COUNT; k++) free(b->data[k]);
    memset(b, 0, sizeof *b);
}
