/* Whether the machine has a graphics device a GPU renderer could use. Where
 * it has none, OpenGL is itself a software rasteriser (Mesa's llvmpipe: a
 * headless server, a virtual machine, Xvfb), which loads some 130 MB of
 * driver and redraws every frame whole; SDL's software renderer then draws
 * the same frames in a fraction of that memory, and only where they
 * changed (src/draw/damage.c). */
#ifndef GPU_H
#define GPU_H

/* 1 when dev (normally "/dev") holds a DRM device (dri/card* or
 * dri/renderD*) or an NVIDIA one (nvidia0), or when it cannot be read
 * (then nothing is assumed); 0 when it holds neither. */
int gpu_present_in(const char *dev);
/* The same for this machine (always 1 off Linux). */
int gpu_present(void);

#endif
