#!/usr/bin/env python3
# Copyright 2026 The Hexarcade developers. MIT licence (LICENSE).
"""Writes the app icon as SVG (assets/icons/hexarcade.svg): the emblem that
logo_emblem (src/ui/widgets/logo.c) draws for the PNG icons, shape for shape
with the same proportions, colours and gradients (canvas_lighten/darken mix
towards white/black as src/draw/canvas.c does).

usage: tools/gen_icon_svg.py > assets/icons/hexarcade.svg (tools/make-icons.sh)
"""
import math

SIZE = 512
CX = CY = R = SIZE / 2

# src/draw/theme.h
MAGENTA, CYAN, AMBER, LIME, SHADOW = 0xFF3D9A, 0x3EE8FF, 0xFFC23D, 0x8CFF4A, 0x05030F


def rgb(c):
    return "#%06x" % c


def mix(c, target, t):
    out = 0
    for shift in (16, 8, 0):
        a, b = (c >> shift) & 255, (target >> shift) & 255
        v = min(255, max(0, int(a + (b - a) * t)))
        out |= v << shift
    return out


def f(x):
    return ("%.2f" % x).rstrip("0").rstrip(".")


def hexagon(x, y, r, angle0):
    pts = []
    for i in range(6):
        a = math.radians(angle0 + 60 * i)
        pts.append("%s,%s" % (f(x + r * math.cos(a)), f(y + r * math.sin(a))))
    return " ".join(pts)


defs, body = [], []


def linear(name, y0, c0, y1, c1):
    defs.append('<linearGradient id="%s" gradientUnits="userSpaceOnUse" x1="0" y1="%s" x2="0" y2="%s">'
                '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>'
                % (name, f(y0), f(y1), rgb(c0), rgb(c1)))
    return "url(#%s)" % name


def radial(name, x, y, r, c0, a0, c1, a1):
    defs.append('<radialGradient id="%s" gradientUnits="userSpaceOnUse" cx="%s" cy="%s" r="%s">'
                '<stop offset="0" stop-color="%s" stop-opacity="%s"/>'
                '<stop offset="1" stop-color="%s" stop-opacity="%s"/></radialGradient>'
                % (name, f(x), f(y), f(r), rgb(c0), f(a0), rgb(c1), f(a1)))
    return "url(#%s)" % name


# Body: a pointy-top hexagon with a neon rim.
body.append('<polygon points="%s" fill="%s"/>'
            % (hexagon(CX, CY, R * 0.98, 30), linear("rim", CY - R, MAGENTA, CY + R, 0x7A2CFF)))
body.append('<polygon points="%s" fill="%s"/>'
            % (hexagon(CX, CY, R * 0.90, 30), radial("face", CX, CY - R * 0.3, R * 1.1, 0x2E2470, 1, 0x0D0A26, 1)))
body.append('<polygon points="%s" fill="none" stroke="%s" stroke-opacity="%s" stroke-width="%s"/>'
            % (hexagon(CX, CY, R * 0.90, 30), rgb(CYAN), f(200 / 255), f(R * 0.018)))

# A side-2 hex board: seven flat-topped cells.
cr = R * 0.235
dx, dy = cr * 1.5, cr * math.sqrt(3)
for i, (a, b) in enumerate([(0, 0), (0, -2), (0, 2), (-1, -1), (-1, 1), (1, -1), (1, 1)]):
    x, y = CX + a * dx, CY + R * 0.02 + b * dy * 0.5
    body.append('<polygon points="%s" fill="%s" stroke="#6f63d8" stroke-width="%s"/>'
                % (hexagon(x, y, cr * 0.93, 0), linear("cell%d" % i, y - cr, 0x3B3290, y + cr, 0x221C5C), f(R * 0.012)))

# Four shaded stones: a shadow, the lit ball, a highlight.
sr = cr * 0.62
for i, (x, y, col) in enumerate([(CX, CY + R * 0.02, AMBER), (CX - dx, CY + R * 0.02 - dy * 0.5, CYAN),
                                 (CX + dx, CY + R * 0.02 + dy * 0.5, MAGENTA), (CX, CY + R * 0.02 + dy, LIME)]):
    body.append('<circle cx="%s" cy="%s" r="%s" fill="%s" fill-opacity="%s"/>'
                % (f(x + sr * 0.08), f(y + sr * 0.14), f(sr), rgb(SHADOW), f(140 / 255)))
    ball = radial("ball%d" % i, x - sr * 0.35, y - sr * 0.4, sr * 1.45, mix(col, 0xFFFFFF, 0.55), 1,
                  mix(col, 0x000000, 0.45), 1)
    body.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(x), f(y), f(sr), ball))
    hx, hy, hr = x - sr * 0.33, y - sr * 0.38, sr * 0.28
    shine = radial("shine%d" % i, hx, hy, hr, 0xFFFFFF, 200 / 255, 0xFFFFFF, 0)
    body.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(hx), f(hy), f(hr), shine))

print('<?xml version="1.0" encoding="UTF-8"?>')
print('<!-- Hexarcade icon. Copyright 2026 The Hexarcade developers. MIT licence.'
      ' Written by tools/gen_icon_svg.py. -->')
print('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">' % (SIZE, SIZE, SIZE, SIZE))
print("<defs>")
for d in defs:
    print(d)
print("</defs>")
for b in body:
    print(b)
print("</svg>")
