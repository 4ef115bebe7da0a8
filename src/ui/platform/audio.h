/* Sound output: SDL's audio device fed by the software mixer, playing the
 * synthesised cues (rendered once at start-up at the device's rate).
 *
 * Without an audio device (CI, headless, no driver, a driver that fails)
 * every call is a quiet no-op: one log line at most, never an error. The
 * settings still hold (volume, mute), so menus can show and change them.
 * Sounds are silent while disabled (animations off). All calls are from
 * the UI thread; the device's callback thread shares only the mixer, under
 * SDL_LockAudioDevice. */
#ifndef AUDIO_H
#define AUDIO_H

#include "core/event.h"
#include "audio/sfxplan.h"

typedef struct audio audio_t;

/* Opens the default audio device (initialising SDL's audio subsystem
 * itself). Returns a handle even when there is no device (then silent);
 * NULL only when out of memory, and every function accepts NULL. */
audio_t *audio_init(void);
/* Closes the device and frees everything. */
void audio_shutdown(audio_t *a);
/* 1 when a device is open and sounds can be heard. */
int audio_available(const audio_t *a);

/* Plays a cue after delay_s seconds of animation time (scaled by the
 * speed), panned -1 (left) .. 1 (right). For cues without an event: a
 * refused move (SND_REFUSE), menu navigation (SND_MENU), a game clock's
 * low time (SND_CLOCK). */
void audio_play_cue(audio_t *a, sound_cue_t cue, double delay_s, float pan);
/* Plays one event's cue (its `sound` field) after delay_s. */
void audio_play_event(audio_t *a, const event_t *e, double delay_s, float pan);
/* Schedules the sounds of a whole move as sfxplan lays them out (beat k at
 * k x beat_s, ripples for groups, the axe's chop where it lands); pan from
 * sfxplan_board_pan, or NULL for the middle. Call it when the move's
 * animation starts. */
void audio_play_events(audio_t *a, const event_list_t *l, double beat_s, const sfxplan_pan_t *pan);
/* Drops the sounds not started yet (the animation was skipped to its
 * end); audio_stop silences everything. */
void audio_cancel_pending(audio_t *a);
void audio_stop(audio_t *a);

/* Master volume 0..1 (clamped), default 0.8. */
void audio_set_volume(audio_t *a, float volume);
float audio_volume(const audio_t *a);
/* Mute (settings, the M key): sounds keep time silently. toggle returns
 * the new state. Not muted by default. */
void audio_set_muted(audio_t *a, int muted);
int audio_muted(const audio_t *a);
int audio_toggle_mute(audio_t *a);
/* The animation speed factor (1 = normal): delays shrink by it and sounds
 * play a little faster (mixer_speed_pitch). */
void audio_set_speed(audio_t *a, double speed);
/* Animations off: disabled, silent (playing sounds stop, new ones are
 * ignored). Enabled by default. */
void audio_set_enabled(audio_t *a, int enabled);
int audio_enabled(const audio_t *a);

/* Frames the device has pulled from the mixer (tests: the callback runs). */
unsigned long audio_frames_played(audio_t *a);

#endif
