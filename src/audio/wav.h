/* WAV files (RIFF, 16-bit PCM): written by the sound tools and tests so the
 * mixed output can be listened to and measured (sox, any player). */
#ifndef WAV_H
#define WAV_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    int rate, channels;
    int frames;
    int16_t *pcm;  /* interleaved, heap */
} wav_t;

/* Writes interleaved 16-bit PCM atomically; 0, or -1 with a message. */
int wav_write_s16(const char *path, const int16_t *pcm, int frames, int channels, int rate,
                  char *err, size_t errlen);
/* As wav_write_s16 from float samples in [-1, 1] (rounded, clamped). */
int wav_write_f32(const char *path, const float *pcm, int frames, int channels, int rate,
                  char *err, size_t errlen);
/* Reads a 16-bit PCM WAV (other chunks skipped); 0, or -1 with a message. */
int wav_read(const char *path, wav_t *w, char *err, size_t errlen);
void wav_free(wav_t *w);

#endif
