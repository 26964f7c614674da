"""Converting a small Markdown document to plain text: headings, lists, emphasis, links, code, tables."""
import re
import textwrap

DOC = """# Release Notes

Version **2.1** brings *faster* startup and [better docs](https://example.org/docs).

## Changes

- Rewrote the `parser` module
- Added `--quiet` flag
  - nested: works with `-v`
1. First ordered
2. Second ordered

> Quoted text that is long enough to be wrapped by the converter when the width is small.

```
code block stays
    as is
```

| Name | Count |
|------|------:|
| foo  | 3 |
| barbaz | 12 |

Footnote with ~~strike~~ and a bare https://example.com link.
"""

INLINE = [
    (re.compile(r"\*\*(.+?)\*\*"), lambda m: m.group(1).upper()),
    (re.compile(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*"), r"_\1_"),
    (re.compile(r"~~(.+?)~~"), lambda m: "".join(c + "\u0336" for c in m.group(1))),
    (re.compile(r"`([^`]+)`"), r"'\1'"),
    (re.compile(r"\[([^\]]+)\]\(([^)]+)\)"), r"\1 <\2>"),
]


def inline(text):
    for pat, rep in INLINE:
        text = pat.sub(rep, text)
    return text


def render_table(rows):
    cells = [[c.strip() for c in r.strip().strip("|").split("|")] for r in rows]
    header, align, body = cells[0], cells[1], cells[2:]
    widths = [max(len(r[i]) for r in [header] + body) for i in range(len(header))]
    right = [a.endswith(":") for a in align]
    def fmt(r):
        return "  ".join(c.rjust(w) if ra else c.ljust(w) for c, w, ra in zip(r, widths, right))
    return [fmt(header), "  ".join("-" * w for w in widths)] + [fmt(r) for r in body]


def convert(md, width=40):
    out, lines = [], md.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            j = lines.index("```", i + 1)
            out.extend("    " + l for l in lines[i + 1:j])
            i = j + 1
            continue
        if line.startswith("|"):
            j = i
            while j < len(lines) and lines[j].startswith("|"):
                j += 1
            out.extend(render_table(lines[i:j]))
            i = j
            continue
        if m := re.match(r"(#{1,6})\s+(.*)", line):
            level, title = len(m.group(1)), inline(m.group(2))
            out.append(title.upper() if level == 1 else title)
            out.append(("=" if level == 1 else "-") * len(title))
        elif m := re.match(r"(\s*)[-*]\s+(.*)", line):
            out.append("  " * (len(m.group(1)) // 2) + "• " + inline(m.group(2)))
        elif m := re.match(r"(\d+)\.\s+(.*)", line):
            out.append(f"{m.group(1)}) {inline(m.group(2))}")
        elif line.startswith(">"):
            out.extend(textwrap.wrap(inline(line.lstrip("> ")), width, initial_indent="| ", subsequent_indent="| "))
        elif line.strip():
            out.extend(textwrap.wrap(inline(line), width))
        else:
            out.append("")
        i += 1
    return "\n".join(out)


print(convert(DOC))
print(re.findall(r"https?://[^\s)>]+", DOC))
print(inline("**a** and *b* but not 2 * 3 * 4"))
try:
    convert("```\nnever closed")
except ValueError as e:
    print("ValueError", e)
