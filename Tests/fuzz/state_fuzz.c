/*
 * sheet-state-fuzz — seeded random sessions against libsheet: presents, dismisses,
 * moves, pointer streams along and across each sheet's axis (with out-of-order and
 * duplicate timestamps), ticks, viewport and obstruction changes, viewports just across
 * a sheet's wide threshold, layout directions, keyboards that move every frame, content
 * swaps, scroll extents, focused fields, back calls and whole back gestures,
 * accessibility actions, reduce motion, sheet and engine creation and destruction, new
 * configurations for live sheets (sheet_update) in every stage, on every side, floating,
 * in columns and in every wide layout, across several sheets and engines, with the
 * built-in animators under random valid parameters (and, with --plugins DIR, the
 * animators of every plugin found there).
 *
 * After every step, for every sheet: every frame field finite; opacity, the alphas and
 * overlay in [0, 1]; scale > 0; top within [safe_top - length, length] along its axis;
 * its rectangle, side and corners where the model places it (touching its side when
 * attached, within the viewport across its axis while it shows, out of it while hidden,
 * every corner rounded when it floats); a refused layout direction changing nothing;
 * the state change since the last step legal; events paired and ordered (a WILL_PRESENT
 * or WILL_DISMISS closed by exactly one DID_* or TRANSITION_CANCELLED before the next
 * one, DRAG_BEGAN/DRAG_ENDED paired, times non-decreasing, nothing about a destroyed
 * sheet afterwards, user_tag right, dismissals asked of the host exactly for the sheets
 * that confirm them, reason BACK only from a commit); the page behind the same in every
 * frame and as it is while no sheet that recedes it is presented; the footer's top at
 * the visible bottom or the sheet's top; a focused field 16 points above it; a resting
 * sheet at its detent, or within a back gesture's 24 points and 48 / span of it; a
 * failing call has a last_error, a succeeding one none. After each episode the input stops and 10 s of ticks must leave every sheet
 * RESTING at a detent (top equal to that detent's top) or HIDDEN, with nothing animating.
 *
 *   sheet-state-fuzz [--steps N | --seconds S] [--seed S] [--plugins DIR]... [--plugin FILE]...
 *                    [--host-linear NAME] [--no-switch] [--trace FILE] [--verbose]
 *
 * --plugin loads one file (after the directories' files, in the order given);
 * --host-linear registers the C animator of linear_animator.h under NAME in every engine
 * and picks it like a plugin's: with the plugins sheet-soak was given, a session of the
 * soak runs again here alike.
 * --no-switch leaves SHEET_STACK_SWITCH out of the random configurations. --trace writes
 * every call's status, every event and every frame checked (numbers in hexadecimal
 * floating point, exact to the bit) to FILE: two builds of the library that behave
 * alike write the same trace for the same seed, so a change meant to keep behaviour can
 * be compared with the build before it.
 *
 * The sessions are sessions.c's and the checks invariants.c's, shared with the
 * libFuzzer target (sheet-libfuzz) and the soak (sheet-soak): a seed that fails here
 * fails there alike.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE

#include "fuzz_common.h"
#include "invariants.h"
#include "linear_animator.h"
#include "sessions.h"
#include "sheet_names.h"

static char *g_plugins[64];
static char *g_anim_names[65];
static sheet_animator_vtable g_host_vtable;

int main(int argc, char **argv) {
  uint64_t steps = 1000000, seed = 1;
  double seconds = 0, t0;
  fz_session ss;
  int i, nplugins = 0;
  const char *host_linear = NULL;
  memset(&ss, 0, sizeof ss);
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--steps") && i + 1 < argc) steps = fz_parse_u64(argv[++i]);
    else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) seconds = atof(argv[++i]);
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = fz_parse_u64(argv[++i]);
    else if (!strcmp(argv[i], "--plugins") && i + 1 < argc)
      fz_add_plugin_dir(argv[++i], "", g_plugins, &nplugins, 64);
    else if (!strcmp(argv[i], "--plugin") && i + 1 < argc) {
      if (nplugins < 64) g_plugins[nplugins++] = argv[++i];
    } else if (!strcmp(argv[i], "--host-linear") && i + 1 < argc) {
      host_linear = argv[++i];
    } else if (!strcmp(argv[i], "--verbose")) ss.ck.verbose = 1;
    else if (!strcmp(argv[i], "--no-switch")) ss.no_switch = 1;
    else if (!strcmp(argv[i], "--trace") && i + 1 < argc) {
      if (!(ss.ck.trace = fopen(argv[++i], "w"))) {
        perror(argv[i]);
        return 2;
      }
    } else {
      fprintf(stderr, "usage: sheet-state-fuzz [--steps N | --seconds S] [--seed S] [--plugins DIR]... "
                      "[--plugin FILE]... [--host-linear NAME] [--no-switch] [--trace FILE] [--verbose]\n");
      return 2;
    }
  }
  ss.plugins = g_plugins;
  ss.nplugins = nplugins;
  ss.anim_names = g_anim_names;
  ss.nanim_names = fz_plugin_animator_names(g_plugins, nplugins, g_anim_names, 64);
  if (host_linear) {
    fz_linear_vtable(&g_host_vtable, host_linear);
    ss.host_vtables = &g_host_vtable;
    ss.nhost_vtables = 1;
    g_anim_names[ss.nanim_names++] = (char *)host_linear;
  }
  t0 = fz_seconds();
  fz_session_start(&ss, seed);
  while (seconds > 0 ? fz_seconds() - t0 < seconds : ss.steps < steps) {
    fz_session_episode(&ss);
    if (ss.ck.violations > 100000) break;
  }
  fz_session_end(&ss);
  {
    const fz_checker *ck = &ss.ck;
    int a, b;
    printf("seed %llu, %d plugin files (%d plugin animators)\n", (unsigned long long)seed,
           ss.nplugins, ss.nanim_names);
    printf("steps: %llu random steps in %llu episodes, %llu ticks, %llu checked calls, %.1f s\n",
           (unsigned long long)ss.steps, (unsigned long long)ss.episodes, (unsigned long long)ss.ticks,
           (unsigned long long)ck->calls, fz_seconds() - t0);
    printf("engines: %llu, sheets: %llu, events: %llu, refused calls: %llu, animator failures: %llu\n",
           (unsigned long long)ss.engines_made, (unsigned long long)ss.sheets_made,
           (unsigned long long)ck->events, (unsigned long long)ck->refused,
           (unsigned long long)ck->anim_failed);
    printf("quiescence checks: %llu (every sheet RESTING at its detent or HIDDEN after 10 s)\n",
           (unsigned long long)ss.quiesced);
    printf("sheet_update by the stage of the sheet:");
    for (a = 0; a < 6; a++) printf(" %s %llu", sn_state_name(a, "?"), (unsigned long long)ss.updates[a]);
    printf("\n");
    for (b = 0; b < 4; b++) {
      static const char *const calls[4] = {"sheet_back_begin", "sheet_back_progress", "sheet_back_cancel",
                                           "sheet_back_commit"};
      printf("%s taken by the stage of the sheet:", calls[b]);
      for (a = 0; a < 6; a++) printf(" %s %llu", sn_state_name(a, "?"), (unsigned long long)ss.backs[b][a]);
      printf("\n");
    }
    printf("sheet_set_focus taken: %llu; obstructions set by moving keyboards: %llu\n",
           (unsigned long long)ss.focuses, (unsigned long long)ss.keyboard_frames);
    printf("frames checked by side:");
    for (a = 0; a < 4; a++) printf(" %s %llu", sn_edge_name(a, "?"), (unsigned long long)ck->frames_by_edge[a]);
    printf("; floating %llu, in a column %llu; under a finger by side:", (unsigned long long)ck->frames_floating,
           (unsigned long long)ck->frames_column);
    for (a = 0; a < 4; a++) printf(" %s %llu", sn_edge_name(a, "?"), (unsigned long long)ck->dragging_by_edge[a]);
    printf("\n");
    printf("sheet_engine_set_layout_direction taken: %llu, refused: %llu; wide layouts taken or left by the stage "
           "of the sheet:",
           (unsigned long long)ss.directions[0], (unsigned long long)ss.directions[1]);
    for (a = 0; a < 6; a++) printf(" %s %llu", sn_state_name(a, "?"), (unsigned long long)ss.wide_flips[a]);
    printf("\n");
    printf("state transitions seen (from -> to: count):");
    for (a = 0; a < 6; a++)
      for (b = 0; b < 6; b++)
        if (a != b && ck->trans[a][b])
          printf(" %s->%s:%llu", sn_state_name(a, "?"), sn_state_name(b, "?"),
                 (unsigned long long)ck->trans[a][b]);
    printf("\n");
    printf("violations: %llu\n", (unsigned long long)ck->violations);
    for (a = 0; a < ck->nkinds; a++)
      printf("  %llu x %s\n", (unsigned long long)ck->kind_count[a], ck->kind_fmt[a]);
    printf("RESULT: %s\n", ck->violations ? "FAIL" : "PASS");
  }
  if (ss.ck.trace) fclose(ss.ck.trace);
  return ss.ck.violations ? 1 : 0;
}
