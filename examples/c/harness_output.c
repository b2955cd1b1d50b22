/*
 * harness_output.c — what sheet-harness prints: a table, CSV or JSON Lines, with fixed
 * number formatting so that the output of a scenario is byte-for-byte reproducible, and
 * the SVG plot of visible height, opacity and backdrop alpha over time.
 */
#include "harness.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------
 * Text output
 * ---------------------------------------------------------------------------------- */

static int out_format = H_FORMAT_TABLE;
static int out_quiet;
static long out_every = 1;
static int out_header_due = 1;
static long out_row_count;

/* A number with `decimals` places; values that would print as -0.000 print as 0.000. */
static void put_num(double v, int decimals) {
  double half_unit = 0.5 * pow(10.0, -decimals);
  if (!isfinite(v)) {
    fputs(out_format == H_FORMAT_JSONL ? "null" : "nan", stdout);
    return;
  }
  if (fabs(v) < half_unit) v = 0.0;
  printf("%.*f", decimals, v);
}

/* A JSON string; the harness's own names need no escaping, notes might. */
static void put_json_string(const char *s) {
  putchar('"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      putchar('\\');
      putchar(c);
    } else if (c < 0x20) {
      printf("\\u%04x", (unsigned)c);
    } else {
      putchar(c);
    }
  }
  putchar('"');
}

static void put_csv_header(void) {
  puts("time,sheet,kind,state,detent,top,height,opacity,scale,backdrop_alpha,"
       "content_alpha,event,reason,from_detent,content_id,hit");
}

static void put_table_header(void) {
  printf("%8s  %-10s %-11s %6s %8s %8s %8s %6s %9s %8s\n", "t", "sheet", "state", "detent",
         "top", "height", "opacity", "scale", "backdrop", "content");
}

void h_out_begin(int format, int quiet, long every) {
  out_format = format;
  out_quiet = quiet;
  out_every = every > 0 ? every : 1;
  out_header_due = 1;
  out_row_count = 0;
  if (format == H_FORMAT_CSV) {
    put_csv_header();
    out_header_due = 0;
  }
}

int h_out_on_stride(long frame_index) { return frame_index % out_every == 0; }

long h_out_rows(void) { return out_row_count; }

void h_out_note(const char *text) {
  if (out_format == H_FORMAT_JSONL && !out_quiet) {
    fputs("{\"kind\":\"note\",\"text\":", stdout);
    put_json_string(text);
    puts("}");
    return;
  }
  if (out_format != H_FORMAT_TABLE || out_quiet) return;
  printf("\n== %s\n", text);
  out_header_due = 1;
}

void h_out_frame(double t, const char *sheet, const char *detent, const sheet_frame *f) {
  if (out_quiet) return;
  out_row_count++;
  switch (out_format) {
  case H_FORMAT_CSV:
    put_num(t, 3);
    printf(",%s,frame,%s,%s,", sheet, h_state_name(f->state), detent);
    put_num(f->top, 3);
    putchar(',');
    put_num(f->height, 3);
    putchar(',');
    put_num(f->opacity, 3);
    putchar(',');
    put_num(f->scale, 3);
    putchar(',');
    put_num(f->backdrop_alpha, 3);
    putchar(',');
    put_num(f->content_alpha, 3);
    puts(",,,,,");
    break;
  case H_FORMAT_JSONL:
    fputs("{\"t\":", stdout);
    put_num(t, 3);
    printf(",\"sheet\":\"%s\",\"kind\":\"frame\",\"state\":\"%s\",\"detent\":\"%s\","
           "\"top\":",
           sheet, h_state_name(f->state), detent);
    put_num(f->top, 3);
    fputs(",\"height\":", stdout);
    put_num(f->height, 3);
    fputs(",\"opacity\":", stdout);
    put_num(f->opacity, 3);
    fputs(",\"scale\":", stdout);
    put_num(f->scale, 3);
    fputs(",\"backdrop_alpha\":", stdout);
    put_num(f->backdrop_alpha, 3);
    fputs(",\"content_alpha\":", stdout);
    put_num(f->content_alpha, 3);
    puts("}");
    break;
  default:
    if (out_header_due) {
      put_table_header();
      out_header_due = 0;
    }
    printf("%8.3f  %-10s %-11s %6s %8.1f %8.1f %8.3f %6.3f %9.3f %8.3f\n", t + 0.0, sheet,
           h_state_name(f->state), detent, f->top + 0.0, f->height + 0.0, f->opacity,
           f->scale, f->backdrop_alpha, f->content_alpha);
    break;
  }
}

void h_out_event(double t, const char *sheet, const char *type, const char *reason,
                 const char *detent, const char *from_detent, uint64_t content_id) {
  switch (out_format) {
  case H_FORMAT_CSV:
    put_num(t, 3);
    printf(",%s,event,,%s,,,,,,,%s,%s,%s,%llu,\n", sheet, detent, type, reason,
           from_detent, (unsigned long long)content_id);
    break;
  case H_FORMAT_JSONL:
    fputs("{\"t\":", stdout);
    put_num(t, 3);
    printf(",\"sheet\":\"%s\",\"kind\":\"event\",\"type\":\"%s\",\"reason\":\"%s\","
           "\"detent\":\"%s\",\"from_detent\":\"%s\",\"content_id\":%llu}\n",
           sheet, type, reason, detent, from_detent, (unsigned long long)content_id);
    break;
  default:
    fputs("  event ", stdout);
    printf("%8.3f  %-10s %-20s detent %-6s from %-6s reason %s", t, sheet, type, detent,
           from_detent, reason);
    if (content_id != 0) printf("  content %llu", (unsigned long long)content_id);
    putchar('\n');
    break;
  }
}

void h_out_input(double t, const char *sheet, const char *what, double x, double y,
                 const char *hit) {
  switch (out_format) {
  case H_FORMAT_CSV:
    put_num(t, 3);
    printf(",%s,input,,,,,,,,,%s,,,,%s\n", sheet, what, hit);
    break;
  case H_FORMAT_JSONL:
    fputs("{\"t\":", stdout);
    put_num(t, 3);
    printf(",\"sheet\":\"%s\",\"kind\":\"input\",\"type\":\"%s\",\"x\":", sheet, what);
    put_num(x, 3);
    fputs(",\"y\":", stdout);
    put_num(y, 3);
    printf(",\"hit\":\"%s\"}\n", hit);
    break;
  default:
    printf("  input %8.3f  %-10s %-20s x %.1f y %.1f%s%s\n", t, sheet, what, x, y,
           hit[0] ? "  hit " : "", hit);
    break;
  }
}

void h_out_end(double t, long frames, long events) {
  if (out_format != H_FORMAT_TABLE || out_quiet) return;
  printf("\ncomplete: %.3f s, %ld frames, %ld rows, %ld events\n", t, frames,
         out_row_count, events);
}

/* ------------------------------------------------------------------------------------
 * Plot
 * ---------------------------------------------------------------------------------- */

typedef struct plot_sample {
  double t, height, opacity, backdrop;
  int visible;
} plot_sample;

typedef struct plot_series {
  plot_sample *samples;
  size_t count, capacity;
  char name[H_NAME_MAX];
  char description[160];
} plot_series;

typedef struct plot_mark {
  double t;
  int sheet;
  char label[96];
} plot_mark;

static plot_series plot_sheets[H_MAX_SHEETS];
static int plot_sheet_count;
static plot_mark *plot_marks;
static size_t plot_mark_count, plot_mark_capacity;
static double plot_max_height;

int h_plot_begin(int count, const char *const *names, const char *const *descriptions) {
  int i;
  if (count < 0 || count > H_MAX_SHEETS) return -1;
  plot_sheet_count = count;
  for (i = 0; i < count; i++) {
    memset(&plot_sheets[i], 0, sizeof plot_sheets[i]);
    snprintf(plot_sheets[i].name, sizeof plot_sheets[i].name, "%s", names[i]);
    snprintf(plot_sheets[i].description, sizeof plot_sheets[i].description, "%s",
             descriptions[i] ? descriptions[i] : "");
  }
  return 0;
}

void h_plot_end(void) {
  int i;
  for (i = 0; i < plot_sheet_count; i++) {
    free(plot_sheets[i].samples);
    plot_sheets[i].samples = NULL;
    plot_sheets[i].count = plot_sheets[i].capacity = 0;
  }
  plot_sheet_count = 0;
  free(plot_marks);
  plot_marks = NULL;
  plot_mark_count = plot_mark_capacity = 0;
}

/* Grows an array to hold one more element; 0, or -1 when out of memory. */
static int grow(void **items, size_t *capacity, size_t count, size_t element_size) {
  size_t wanted;
  void *bigger;
  if (count < *capacity) return 0;
  wanted = *capacity ? *capacity * 2 : 256;
  if (wanted > ((size_t)-1) / element_size) return -1;
  bigger = realloc(*items, wanted * element_size);
  if (!bigger) return -1;
  *items = bigger;
  *capacity = wanted;
  return 0;
}

int h_plot_sample(int sheet, double t, const sheet_frame *f, double viewport_height) {
  plot_series *s;
  plot_sample *p;
  void *items;
  if (sheet < 0 || sheet >= plot_sheet_count) return -1;
  s = &plot_sheets[sheet];
  items = s->samples;
  if (grow(&items, &s->capacity, s->count, sizeof *s->samples) != 0) return -1;
  s->samples = items;
  p = &s->samples[s->count++];
  p->t = t;
  p->height = f->height;
  p->opacity = f->opacity;
  p->backdrop = f->backdrop_alpha;
  p->visible = f->state != SHEET_STATE_HIDDEN;
  if (viewport_height > plot_max_height) plot_max_height = viewport_height;
  return 0;
}

int h_plot_mark(int sheet, double t, const char *label, int merge) {
  plot_mark *m;
  void *items = plot_marks;
  size_t i;
  if (sheet < 0 || sheet >= plot_sheet_count) return -1;
  for (i = plot_mark_count; i-- > 0;) {
    plot_mark *old = &plot_marks[i];
    if (old->t != t) break;
    if (old->sheet == sheet) {
      size_t used = strlen(old->label);
      if (merge) return 0;
      if (used + 2 < sizeof old->label)
        snprintf(old->label + used, sizeof old->label - used, ", %s", label);
      return 0;
    }
  }
  if (grow(&items, &plot_mark_capacity, plot_mark_count, sizeof *plot_marks) != 0)
    return -1;
  plot_marks = items;
  m = &plot_marks[plot_mark_count++];
  m->t = t;
  m->sheet = sheet;
  snprintf(m->label, sizeof m->label, "%s", label);
  return 0;
}

/* Geometry of the drawing, in SVG user units (pixels). */
#define PLOT_W 960.0
#define PLOT_LEFT 64.0
#define PLOT_RIGHT 56.0
#define PLOT_PANEL_H 150.0  /* the plot area of one panel */
#define PLOT_LABEL_ROWS 3   /* rows of event labels above a panel's plot area */
#define PLOT_LABEL_ROW_H 11.0
#define PLOT_CHAR_W 5.4     /* estimated width of one 9 px character */

static const char *const plot_palette[] = {"#1f6fd1", "#8e44ad", "#1f9d55", "#c2185b",
                                           "#00838f", "#6d4c41", "#3949ab", "#558b2f"};
#define PLOT_PALETTE_COUNT (sizeof plot_palette / sizeof plot_palette[0])

#define COLOR_HEIGHT "#333333"
#define COLOR_OPACITY "#e07b00"
#define COLOR_BACKDROP "#7a7a7a"
#define COLOR_EVENT "#c0392b"

/* Writes s with XML's special characters escaped. */
static void svg_text(FILE *out, const char *s) {
  for (; *s; s++) {
    switch (*s) {
    case '&': fputs("&amp;", out); break;
    case '<': fputs("&lt;", out); break;
    case '>': fputs("&gt;", out); break;
    case '"': fputs("&quot;", out); break;
    default: fputc(*s, out); break;
    }
  }
}

/* The smallest "nice" step (1, 2, 2.5 or 5 times a power of ten) that divides `span`
 * into at most `most` intervals. */
static double nice_step(double span, int most) {
  static const double mantissas[] = {1.0, 2.0, 2.5, 5.0};
  double power = 1e-3;
  while (power < 1e9) {
    size_t i;
    for (i = 0; i < sizeof mantissas / sizeof mantissas[0]; i++) {
      double step = mantissas[i] * power;
      if (span / step <= most) return step;
    }
    power *= 10.0;
  }
  return span;
}

typedef struct plot_frame {
  double x0, x1, y0, y1; /* plot area: x0 left, x1 right, y0 top, y1 bottom */
  double t_max, h_max;
} plot_frame;

static double px(const plot_frame *p, double t) {
  return p->x0 + (p->x1 - p->x0) * (p->t_max > 0 ? t / p->t_max : 0.0);
}

static double py_height(const plot_frame *p, double h) {
  double v = h / p->h_max;
  if (v < 0) v = 0;
  if (v > 1.05) v = 1.05;
  return p->y1 - (p->y1 - p->y0) * v;
}

static double py_unit(const plot_frame *p, double a) {
  return p->y1 - (p->y1 - p->y0) * a;
}

/* Axes, grid and tick labels of one panel. unit_axis: draw the 0..1 axis on the right. */
static void svg_axes(FILE *out, const plot_frame *p, int unit_axis, int time_labels) {
  double step = nice_step(p->t_max, 12), t, h, hstep = nice_step(p->h_max, 5);
  fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
               "fill=\"#fbfbfd\" stroke=\"#b8b8c0\"/>\n",
          p->x0, p->y0, p->x1 - p->x0, p->y1 - p->y0);
  for (h = 0; h <= p->h_max + 1e-9; h += hstep) {
    double y = py_height(p, h);
    if (h > 0)
      fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                   "stroke=\"#e4e4ea\"/>\n", p->x0, y, p->x1, y);
    fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#555\"/>\n",
            p->x0 - 4, y, p->x0, y);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"tick\" text-anchor=\"end\">%g</text>\n",
            p->x0 - 6, y + 3, h);
  }
  for (t = 0; t <= p->t_max + 1e-9; t += step) {
    double x = px(p, t);
    fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#555\"/>\n",
            x, p->y1, x, p->y1 + 4);
    if (time_labels)
      fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"tick\" "
                   "text-anchor=\"middle\">%g</text>\n", x, p->y1 + 14, t);
  }
  if (unit_axis) {
    static const double alphas[] = {0.0, 0.5, 1.0};
    size_t i;
    for (i = 0; i < 3; i++) {
      double y = py_unit(p, alphas[i]);
      fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                   "stroke=\"#555\"/>\n", p->x1, y, p->x1 + 4, y);
      fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"tick\">%g</text>\n", p->x1 + 6,
              y + 3, alphas[i]);
    }
  }
}

/* One series as polylines over the samples, broken where the sheet is hidden (the
 * first hidden sample after a visible one still belongs to the line). which: 0 height,
 * 1 opacity, 2 backdrop alpha. Flat stretches keep only their ends. */
static void svg_series(FILE *out, const plot_frame *p, const plot_series *s, int which,
                       const char *color, const char *dash, double width) {
  size_t i;
  int open = 0;
  double last_y = 0;
  for (i = 0; i < s->count; i++) {
    const plot_sample *q = &s->samples[i];
    int in_line = q->visible || (i > 0 && s->samples[i - 1].visible);
    double v = which == 0 ? q->height : which == 1 ? q->opacity : q->backdrop;
    double y = which == 0 ? py_height(p, v) : py_unit(p, v);
    double x = px(p, q->t);
    if (!in_line) {
      if (open) fputs("\"/>\n", out);
      open = 0;
      continue;
    }
    if (!open) {
      fprintf(out, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"%s%s%s "
                   "stroke-linejoin=\"round\" points=\"",
              color, width, dash ? " stroke-dasharray=\"" : "", dash ? dash : "",
              dash ? "\"" : "");
      fprintf(out, "%.1f,%.1f", x, y);
      open = 1;
    } else {
      /* skip a sample in the middle of a flat stretch */
      int next_same = 0;
      if (i + 1 < s->count) {
        const plot_sample *n = &s->samples[i + 1];
        double nv = which == 0 ? n->height : which == 1 ? n->opacity : n->backdrop;
        double ny = which == 0 ? py_height(p, nv) : py_unit(p, nv);
        int n_in = n->visible || q->visible;
        next_same = n_in && fabs(ny - y) < 0.05 && fabs(last_y - y) < 0.05;
      }
      if (!next_same) fprintf(out, " %.1f,%.1f", x, y);
    }
    last_y = y;
  }
  if (open) fputs("\"/>\n", out);
}

/* Event lines and their labels for sheet `sheet` (-1: every sheet, labels prefixed
 * with the sheet's name) in the label band above the plot area. */
static void svg_marks(FILE *out, const plot_frame *p, int sheet) {
  double row_end[PLOT_LABEL_ROWS];
  size_t i;
  int r;
  for (r = 0; r < PLOT_LABEL_ROWS; r++) row_end[r] = -1e9;
  for (i = 0; i < plot_mark_count; i++) {
    const plot_mark *m = &plot_marks[i];
    double x, width, y_label;
    int row = 0;
    char text[H_NAME_MAX + sizeof m->label + 4];
    if (sheet >= 0 && m->sheet != sheet) continue;
    if (m->t > p->t_max + 1e-9) continue;
    if (sheet >= 0)
      snprintf(text, sizeof text, "%s", m->label);
    else
      snprintf(text, sizeof text, "%s: %s", plot_sheets[m->sheet].name, m->label);
    x = px(p, m->t);
    width = (double)strlen(text) * PLOT_CHAR_W;
    for (r = 0; r < PLOT_LABEL_ROWS; r++) {
      if (x >= row_end[r] + 6) {
        row = r;
        break;
      }
      if (row_end[r] < row_end[row]) row = r;
    }
    row_end[row] = x + 3 + width;
    y_label = p->y0 - 4 - (PLOT_LABEL_ROWS - 1 - row) * PLOT_LABEL_ROW_H;
    fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                 "stroke-width=\"0.8\" stroke-dasharray=\"3 2\"/>\n",
            x, y_label + 2, x, p->y1, COLOR_EVENT);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"event\">", x + 2, y_label);
    svg_text(out, text);
    fputs("</text>\n", out);
  }
}

static void svg_legend_item(FILE *out, double x, double y, const char *color,
                            const char *dash, const char *label) {
  fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
               "stroke-width=\"2\"%s%s%s/>\n",
          x, y - 3, x + 22, y - 3, color, dash ? " stroke-dasharray=\"" : "",
          dash ? dash : "", dash ? "\"" : "");
  fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"legend\">", x + 27, y);
  svg_text(out, label);
  fputs("</text>\n", out);
}

int h_plot_write(const char *path, const char *title) {
  FILE *out;
  plot_frame p;
  double t_max = 0, y, total_h;
  double band = PLOT_LABEL_ROWS * PLOT_LABEL_ROW_H + 20; /* title + labels */
  int i, overview = plot_sheet_count > 1, panels;
  for (i = 0; i < plot_sheet_count; i++) {
    const plot_series *s = &plot_sheets[i];
    if (s->count > 0 && s->samples[s->count - 1].t > t_max)
      t_max = s->samples[s->count - 1].t;
  }
  if (t_max <= 0) t_max = 1;
  panels = plot_sheet_count + overview;
  total_h = 70 + panels * (band + PLOT_PANEL_H + 22) + 14 - (overview ? band - 24 : 0);
  out = fopen(path, "w");
  if (!out) return -1;
  fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
               "viewBox=\"0 0 %.0f %.0f\" font-family=\"Helvetica, Arial, sans-serif\">\n",
          PLOT_W, total_h, PLOT_W, total_h);
  fputs("<style>.tick{font-size:10px;fill:#444}.event{font-size:9px;fill:#a5281b}"
        ".legend{font-size:11px;fill:#222}.panel{font-size:12px;font-weight:bold;"
        "fill:#222}.desc{font-size:10px;fill:#555}.axis{font-size:10px;fill:#444}"
        "</style>\n", out);
  fputs("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n", out);
  fputs("<text x=\"64\" y=\"22\" font-size=\"15\" font-weight=\"bold\" fill=\"#111\">", out);
  svg_text(out, title);
  fputs("</text>\n", out);
  svg_legend_item(out, 64, 44, COLOR_HEIGHT, NULL, "visible height (pt, left axis; colour of the sheet)");
  svg_legend_item(out, 390, 44, COLOR_OPACITY, "6 3", "opacity (0..1, right)");
  svg_legend_item(out, 565, 44, COLOR_BACKDROP, "2 2", "backdrop alpha (0..1, right)");
  svg_legend_item(out, 780, 44, COLOR_EVENT, "3 2", "event");

  p.x0 = PLOT_LEFT;
  p.x1 = PLOT_W - PLOT_RIGHT;
  p.t_max = t_max;
  p.h_max = plot_max_height > 0 ? plot_max_height : 1;
  y = 70;

  if (overview) {
    p.y0 = y + 24;
    p.y1 = p.y0 + PLOT_PANEL_H;
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"panel\">all sheets: visible height"
                 "</text>\n", p.x0, y + 10);
    svg_axes(out, &p, 0, 1);
    for (i = 0; i < plot_sheet_count; i++) {
      const char *color = plot_palette[(size_t)i % PLOT_PALETTE_COUNT];
      double lx = p.x0 + 180 + 110.0 * i;
      svg_series(out, &p, &plot_sheets[i], 0, color, NULL, 2.0);
      svg_legend_item(out, lx, y + 10, color, NULL, plot_sheets[i].name);
    }
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"axis\" text-anchor=\"middle\" "
                 "transform=\"rotate(-90 %.1f %.1f)\">visible height (pt)</text>\n",
            16.0, (p.y0 + p.y1) / 2, 16.0, (p.y0 + p.y1) / 2);
    y = p.y1 + 22;
  }

  for (i = 0; i < plot_sheet_count; i++) {
    const plot_series *s = &plot_sheets[i];
    p.y0 = y + band;
    p.y1 = p.y0 + PLOT_PANEL_H;
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"panel\" style=\"fill:%s\">", p.x0,
            y + 10, plot_palette[(size_t)i % PLOT_PALETTE_COUNT]);
    svg_text(out, s->name);
    fputs("</text>\n", out);
    if (s->description[0]) {
      fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"desc\">", p.x0 + 8.0 * (double)strlen(s->name) + 12,
              y + 10);
      svg_text(out, s->description);
      fputs("</text>\n", out);
    }
    svg_axes(out, &p, 1, 1);
    svg_series(out, &p, s, 2, COLOR_BACKDROP, "2 2", 1.6);
    svg_series(out, &p, s, 1, COLOR_OPACITY, "6 3", 1.8);
    svg_series(out, &p, s, 0, plot_palette[(size_t)i % PLOT_PALETTE_COUNT], NULL, 2.2);
    svg_marks(out, &p, i);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"axis\" text-anchor=\"middle\" "
                 "transform=\"rotate(-90 %.1f %.1f)\">height (pt)</text>\n",
            16.0, (p.y0 + p.y1) / 2, 16.0, (p.y0 + p.y1) / 2);
    y = p.y1 + 22;
  }
  fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"axis\" text-anchor=\"middle\">"
               "time (s)</text>\n", (p.x0 + p.x1) / 2, y + 6);
  fputs("</svg>\n", out);
  if (ferror(out)) {
    int saved = errno;
    fclose(out);
    errno = saved ? saved : EIO;
    return -1;
  }
  if (fclose(out) != 0) return -1;
  return 0;
}
