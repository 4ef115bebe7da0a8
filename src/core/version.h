/* Hexarcade's version: the one place it is written. The client, every tool
 * (--version), the engine protocol's `version` and the Makefile (make dist,
 * the install test) all read it from here. */
#ifndef HEXARCADE_VERSION_H
#define HEXARCADE_VERSION_H

#define HEXARCADE_VERSION "0.2.0"

#endif
