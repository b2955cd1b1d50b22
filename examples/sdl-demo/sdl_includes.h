/*
 * sdl_includes.h — SDL2 and SDL2_ttf headers, treated as system headers so that their
 * own warnings under -pedantic do not mix with this program's.
 */
#ifndef SHEET_SDL_INCLUDES_H
#define SHEET_SDL_INCLUDES_H

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC system_header
#endif

#include <SDL.h>
#include <SDL_ttf.h>
#ifdef SHEET_DEMO_HAVE_SDL_IMAGE
#include <SDL_image.h>
#endif

#endif
