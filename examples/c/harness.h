/*
 * harness.h — the parts of sheet-harness shared between its files:
 *   harness.c           options, usage, the built-in session, main
 *   harness_parse.c     the scenario parser, the constants' names, the error messages
 *   harness_play.c      the scenario player (h_play)
 *   harness_output.c    table / CSV / JSON Lines output and the SVG plot
 * harness_scenario.h holds what the parser and the player share.
 * The scenario grammar is described at the top of harness.c and in
 * examples/scenarios/README.md.
 */
#ifndef SHEET_HARNESS_H
#define SHEET_HARNESS_H

#include <sheet.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit statuses. */
#define H_EXIT_OK 0
#define H_EXIT_FAILED 1   /* the run went wrong: an expectation, an engine refusal */
#define H_EXIT_SCENARIO 2 /* the scenario or the command line is wrong */

#define H_MAX_SHEETS 32
#define H_NAME_MAX 32       /* sheet names and detent labels, with the NUL */
#define H_MAX_OPTIONS 16    /* --plugin and --param occurrences */
#define H_PARAM_NAME_MAX 64

/* Output formats (--format). */
#define H_FORMAT_TABLE 0
#define H_FORMAT_CSV 1
#define H_FORMAT_JSONL 2

typedef struct h_options {
  double hz;                 /* > 0: replaces the rate of every tick line */
  int quiet;                 /* events only */
  int format;                /* H_FORMAT_* */
  long every;                /* print every Nth frame; 0: the format's default */
  const char *svg_path;      /* NULL: no plot */
  const char *plugin_dir;    /* ${PLUGIN_DIR}; NULL: from the environment */
  const char *plugins[H_MAX_OPTIONS];
  int plugin_count;
  const char *animator;      /* --animator: present, dismiss and settle of every sheet */
  sheet_param params[H_MAX_OPTIONS];
  char param_names[H_MAX_OPTIONS][H_PARAM_NAME_MAX];
  int param_count;
  int list_only;
} h_options;

/* Plays a scenario held in memory (text, length bytes; need not be NUL-terminated).
 * file_name names it in messages ("FILE:LINE: ..."); base_dir is where relative plugin
 * paths start ("" or NULL: the current directory). builtin != 0 prints the built-in
 * session's preamble. Returns an H_EXIT_* status. */
int h_play(const h_options *options, const char *file_name, const char *base_dir,
           const char *text, size_t length, int builtin);

/* Names of the header's constants (harness_parse.c); "?" for unknown values. */
const char *h_state_name(int32_t state);
const char *h_event_name(int32_t type);
const char *h_reason_name(int32_t reason);
const char *h_hit_name(int32_t hit);

/* ---- output (harness_output.c) ---- */

/* Starts the text output: format, quietness and frame stride. */
void h_out_begin(int format, int quiet, long every);
/* A section title (table only). */
void h_out_note(const char *text);
/* Whether frame number frame_index is on the stride. */
int h_out_on_stride(long frame_index);
/* One frame row of one sheet. detent is the detent's label ("-" for none). */
void h_out_frame(double t, const char *sheet, const char *detent, const sheet_frame *f);
/* One engine event. */
void h_out_event(double t, const char *sheet, const char *type, const char *reason,
                 const char *detent, const char *from_detent, uint64_t content_id);
/* One pointer input the harness sent (down or up), with the hit of a down. */
void h_out_input(double t, const char *sheet, const char *what, double x, double y,
                 const char *hit);
/* The closing summary (table, not quiet). */
void h_out_end(double t, long frames, long events);
/* Rows printed so far. */
long h_out_rows(void);

/* ---- plot (harness_output.c) ---- */

/* Starts recording for sheets named names[0..count-1] with a description each
 * (shown in the panel titles). Returns 0, or -1 when out of memory. */
int h_plot_begin(int count, const char *const *names, const char *const *descriptions);
/* Records one frame of sheet index `sheet`. Returns 0 or -1 (out of memory). */
int h_plot_sample(int sheet, double t, const sheet_frame *f, double viewport_height);
/* Records a labelled mark (an event) on sheet index `sheet`. merge != 0: a mark at the
 * same time on the same sheet absorbs it instead of adding a line. */
int h_plot_mark(int sheet, double t, const char *label, int merge);
/* Writes the SVG file. title: the scenario's name. Returns 0, or -1 with errno set. */
int h_plot_write(const char *path, const char *title);
/* Frees what was recorded. */
void h_plot_end(void);

#endif /* SHEET_HARNESS_H */
