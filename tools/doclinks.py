#!/usr/bin/env python3
"""Every relative link of the repository's Markdown files resolves.

A link `[text](path)` or `![alt](path)` of any *.md file (build/ and hidden
folders aside) must name a file or folder that exists, relative to the file
that links; `path#anchor` into a .md file (or `#anchor` alone, into the
file itself) must name one of its headings, spelt as GitHub spells them
("## Your record" is `#your-record`). Links with a scheme (https:, mailto:)
are left alone, and so is everything inside code: fenced blocks and `spans`.

  tools/doclinks.py [--root DIR]    one line per broken link; status 1 if any
  tools/doclinks.py --selftest      finds the broken links of a planted tree

The report ends with a line starting "ok " or "FAIL " (tests/suite_layout.sh
check 18 counts it), the broken links listed below a FAIL.
"""
import os
import re
import shutil
import sys
import tempfile

LINK = re.compile(r'\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)')
SCHEME = re.compile(r'^[A-Za-z][A-Za-z0-9+.-]*:')
FENCE = re.compile(r'^\s*(```|~~~)')
HEADING = re.compile(r'^#{1,6}\s+(.*?)\s*#*\s*$')


def md_files(root):
    for d, dirs, files in os.walk(root):
        rel = os.path.relpath(d, root)
        dirs[:] = sorted(x for x in dirs if not x.startswith('.') and not (rel == '.' and x == 'build'))
        for f in sorted(files):
            if f.endswith('.md'):
                yield os.path.join(d, f)


def prose_lines(path):
    """The file's lines outside fenced code, with `code spans` blanked."""
    fenced = False
    with open(path, encoding='utf-8', errors='replace') as fh:
        for n, line in enumerate(fh, 1):
            if FENCE.match(line):
                fenced = not fenced
                continue
            if not fenced:
                yield n, re.sub(r'`[^`]*`', '``', line)


def slug(text):
    """GitHub's anchor for a heading: the text without its markup and
    punctuation, lower case, spaces as hyphens."""
    text = re.sub(r'!?\[([^\]]*)\]\([^)]*\)', r'\1', text)
    text = text.replace('`', '').lower()
    text = re.sub(r'[^\w\- ]', '', text)
    return text.replace(' ', '-')


def anchors(path, cache):
    if path not in cache:
        seen = {}
        fenced = False
        with open(path, encoding='utf-8', errors='replace') as fh:
            for line in fh:
                if FENCE.match(line):
                    fenced = not fenced
                    continue
                m = None if fenced else HEADING.match(line)
                if not m:
                    continue
                s = slug(m.group(1))
                k = seen.get(s, 0)
                seen[s] = k + 1
                if k:
                    seen.setdefault(f'{s}-{k}', 1)
        cache[path] = set(seen)
    return cache[path]


def broken(root):
    """Yields "file:line: link (why)" for each link that does not resolve."""
    cache = {}
    for f in md_files(root):
        for n, line in prose_lines(f):
            for m in LINK.finditer(line):
                target = m.group(1)
                if SCHEME.match(target):
                    continue
                path, _, anchor = target.partition('#')
                dest = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
                where = f'{os.path.relpath(f, root)}:{n}: {target}'
                if not os.path.exists(dest):
                    yield f'{where} (no such file)'
                elif anchor and dest.endswith('.md') and os.path.isfile(dest) and anchor not in anchors(dest, cache):
                    yield f'{where} (no heading #{anchor} in {os.path.relpath(dest, root)})'


def report(root):
    bad = list(broken(root))
    count = sum(1 for _ in md_files(root))
    if bad:
        print(f'FAIL {len(bad)} broken relative links in the {count} Markdown files:')
        for b in bad:
            print(f'     {b}')
        return 1
    print(f'ok   every relative link of the {count} Markdown files resolves (files and #headings)')
    return 0


def selftest():
    """A planted tree with two good links, two broken ones and links inside
    code that must be left alone: exactly the two broken ones are found."""
    root = tempfile.mkdtemp(prefix='doclinks.')
    try:
        os.makedirs(os.path.join(root, 'docs'))
        with open(os.path.join(root, 'README.md'), 'w', encoding='utf-8') as fh:
            fh.write('# Top\n\nSee [the guide](docs/guide.md#two-words-here) and '
                     '[gone](docs/gone.md).\n\n```\n[in code](nowhere.md)\n```\n'
                     'Inline `[x](nowhere.md)` and [web](https://example.org/x).\n')
        with open(os.path.join(root, 'docs', 'guide.md'), 'w', encoding='utf-8') as fh:
            fh.write('# Guide\n\n## Two `words`, here!\n\n[back](../README.md#top), '
                     '[bad anchor](#no-such-part).\n')
        found = list(broken(root))
    finally:
        shutil.rmtree(root)
    want = ['README.md:3: docs/gone.md (no such file)',
            'docs/guide.md:5: #no-such-part (no heading #no-such-part in docs/guide.md)']
    if found != want:
        print('FAIL the link check does not find its 2 planted broken links; it found:')
        for b in found:
            print(f'     {b}')
        return 1
    print('ok   the link check finds its 2 planted broken links and nothing else')
    return 0


def main(argv):
    if argv[1:] == ['--selftest']:
        return selftest()
    if len(argv) == 3 and argv[1] == '--root':
        return report(argv[2])
    if len(argv) == 1:
        return report(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
    print(__doc__.strip(), file=sys.stderr)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
