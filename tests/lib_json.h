/* A small JSON reader for test data (the reference transcripts). */
#ifndef LIB_JSON_H
#define LIB_JSON_H

#include <stddef.h>

typedef enum { TJ_NULL, TJ_BOOL, TJ_NUM, TJ_STR, TJ_ARR, TJ_OBJ } tj_type_t;

typedef struct tj {
    tj_type_t type;
    double num;          /* TJ_NUM, TJ_BOOL */
    char *str;           /* TJ_STR */
    int n;               /* TJ_ARR, TJ_OBJ: members */
    struct tj **items;   /* members */
    char **keys;         /* TJ_OBJ: member names */
} tj_t;

/* Parses one JSON value; NULL on a syntax error. */
tj_t *tj_parse(const char *text);
void tj_free(tj_t *v);
/* Member of an object, NULL if absent or not an object. */
const tj_t *tj_get(const tj_t *obj, const char *key);
const tj_t *tj_at(const tj_t *arr, int i);
int tj_len(const tj_t *v);
const char *tj_str(const tj_t *v); /* "" unless a string */
int tj_int(const tj_t *v);         /* 0 unless a number */

/* Reads a JSON Lines file: calls fn for each line's value; returns the number
 * of lines, -1 if the file cannot be read or a line is not JSON. */
int tj_each_line(const char *path, void (*fn)(const tj_t *v, void *ctx), void *ctx);

#endif
