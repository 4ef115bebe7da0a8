#include "audio/wav.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "audio/synth.h"

#define HEADER 44

static void put16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)(v & 0xff);
    p[1] = (unsigned char)(v >> 8 & 0xff);
}

static void put32(unsigned char *p, uint32_t v)
{
    put16(p, v & 0xffff);
    put16(p + 2, v >> 16);
}

static unsigned get16(const unsigned char *p) { return (unsigned)p[0] | (unsigned)p[1] << 8; }
static uint32_t get32(const unsigned char *p) { return get16(p) | (uint32_t)get16(p + 2) << 16; }

int wav_write_s16(const char *path, const int16_t *pcm, int frames, int channels, int rate,
                  char *err, size_t errlen)
{
    if (frames < 0 || channels < 1 || channels > 8 || rate <= 0 || (frames > 0 && !pcm) ||
        (size_t)frames * (size_t)channels > (FILEIO_MAX_READ - HEADER) / 2) {
        snprintf(err, errlen, "%s: bad WAV parameters", path);
        return -1;
    }
    uint32_t data = (uint32_t)frames * (uint32_t)channels * 2u;
    unsigned char *buf = malloc(HEADER + (size_t)data);
    if (!buf) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    memcpy(buf, "RIFF", 4);
    put32(buf + 4, 36u + data);
    memcpy(buf + 8, "WAVEfmt ", 8);
    put32(buf + 16, 16);
    put16(buf + 20, 1);  /* PCM */
    put16(buf + 22, (unsigned)channels);
    put32(buf + 24, (uint32_t)rate);
    put32(buf + 28, (uint32_t)rate * (uint32_t)channels * 2u);
    put16(buf + 32, (unsigned)channels * 2u);
    put16(buf + 34, 16);
    memcpy(buf + 36, "data", 4);
    put32(buf + 40, data);
    for (size_t i = 0; i < (size_t)frames * (size_t)channels; i++)
        put16(buf + HEADER + 2 * i, (unsigned)(uint16_t)pcm[i]);
    int rc = fileio_write_atomic(path, (const char *)buf, HEADER + (size_t)data, err, errlen);
    free(buf);
    return rc;
}

int wav_write_f32(const char *path, const float *pcm, int frames, int channels, int rate,
                  char *err, size_t errlen)
{
    size_t n = frames > 0 && channels > 0 ? (size_t)frames * (size_t)channels : 0;
    int16_t *s = malloc(sizeof(int16_t) * (n ? n : 1));
    if (!s) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    for (size_t i = 0; i < n; i++) s[i] = synth_to_s16(pcm[i]);
    int rc = wav_write_s16(path, s, frames, channels, rate, err, errlen);
    free(s);
    return rc;
}

int wav_read(const char *path, wav_t *w, char *err, size_t errlen)
{
    memset(w, 0, sizeof *w);
    size_t len = 0;
    char *text = fileio_read(path, &len, err, errlen);
    if (!text) return -1;
    const unsigned char *b = (const unsigned char *)text;
    int rc = -1, fmt_ok = 0;
    if (len < 12 || memcmp(b, "RIFF", 4) != 0 || memcmp(b + 8, "WAVE", 4) != 0) {
        snprintf(err, errlen, "%s: not a WAV file", path);
        goto done;
    }
    for (size_t at = 12; at + 8 <= len;) {
        uint32_t size = get32(b + at + 4);
        const unsigned char *body = b + at + 8;
        if (size > len - at - 8) size = (uint32_t)(len - at - 8);  /* truncated */
        if (memcmp(b + at, "fmt ", 4) == 0 && size >= 16) {
            if (get16(body) != 1 || get16(body + 14) != 16) {
                snprintf(err, errlen, "%s: not 16-bit PCM", path);
                goto done;
            }
            w->channels = (int)get16(body + 2);
            w->rate = (int)get32(body + 4);
            fmt_ok = w->channels > 0;
        } else if (memcmp(b + at, "data", 4) == 0 && fmt_ok) {
            size_t n = size / 2;
            w->frames = (int)(n / (size_t)w->channels);
            w->pcm = malloc(sizeof(int16_t) * (n ? n : 1));
            if (!w->pcm) {
                snprintf(err, errlen, "%s: out of memory", path);
                goto done;
            }
            for (size_t i = 0; i < n; i++) w->pcm[i] = (int16_t)get16(body + 2 * i);
            rc = 0;
            goto done;
        }
        at += 8 + (size_t)size + (size & 1u);  /* chunks are word-aligned */
    }
    snprintf(err, errlen, "%s: no %s chunk", path, fmt_ok ? "data" : "fmt");
done:
    free(text);
    if (rc) wav_free(w);
    return rc;
}

void wav_free(wav_t *w)
{
    free(w->pcm);
    memset(w, 0, sizeof *w);
}
