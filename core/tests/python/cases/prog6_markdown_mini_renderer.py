# A tiny Markdown-to-HTML renderer: block parsing with a state machine, inline rules with re.sub callbacks.
import re
import html
from typing import Iterator

INLINE = [
    (re.compile(r"`([^`]+)`"), lambda m: f"<code>{html.escape(m.group(1))}</code>"),
    (re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"(?<!\*)\*(?!\*)(.+?)\*"), r"<em>\1</em>"),
    (re.compile(r"\[([^\]]+)\]\(([^)\s]+)(?:\s+\"([^\"]*)\")?\)"),
     lambda m: f'<a href="{m[2]}"' + (f' title="{m[3]}"' if m[3] else "") + f">{m[1]}</a>"),
]

def inline(text):
    parts = re.split(r"(`[^`]+`)", text)
    out = []
    for i, part in enumerate(parts):
        if i % 2:
            out.append(INLINE[0][1](INLINE[0][0].match(part)))
            continue
        part = html.escape(part, quote=False)
        for pat, repl in INLINE[1:]:
            part = pat.sub(repl, part)
        out.append(part)
    return "".join(out)

def blocks(lines) -> Iterator[tuple]:
    para, items, code = [], None, None
    for line in lines:
        if code is not None:
            if line.startswith("```"):
                yield ("code", code)
                code = None
            else:
                code.append(line)
            continue
        if line.startswith("```"):
            code = []
            continue
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*$", line)
        item = re.match(r"^\s*(?:[-*]|(\d+)\.)\s+(.*)", line)
        if (m or item or not line.strip()) and para:
            yield ("p", " ".join(para)); para = []
        if not item and items:
            yield items; items = None
        if m:
            yield (f"h{len(m.group(1))}", m.group(2))
        elif item:
            kind = "ol" if item.group(1) else "ul"
            if items is None or items[0] != kind:
                if items:
                    yield items
                items = (kind, [])
            items[1].append(item.group(2))
        elif line.strip():
            para.append(line.strip())
    if para:
        yield ("p", " ".join(para))
    if items:
        yield items
    if code is not None:
        raise SyntaxError("unterminated code fence")

def render(src):
    out = []
    for kind, body in blocks(src.splitlines()):
        match kind:
            case "code":
                out.append("<pre><code>" + html.escape("\n".join(body)) + "</code></pre>")
            case "ul" | "ol":
                lis = "".join(f"<li>{inline(x)}</li>" for x in body)
                out.append(f"<{kind}>{lis}</{kind}>")
            case _:
                out.append(f"<{kind}>{inline(body)}</{kind}>")
    return "\n".join(out)

DOC = """# Release *notes* ##
Version **2.0** brings `a < b` comparisons
and [docs](https://example.com "Docs site").

- faster *parsing*
- fixed **bold *and* italic**
1. first
2. second
3. third & last

```
if x < 3:
    print("<hi>")
```
Plain text with 5 * 3 = 15 and a lone * star.
### Links: [home](/)"""
print(render(DOC))
try:
    render("text\n```\nnever closed")
except SyntaxError as e:
    print("SyntaxError:", e)
print(inline("**a** and *b* and `**c**` and [x](y)"))
print(re.sub(r"(?m)^(\w)", lambda m: m[1].upper(), "alpha\nbeta\ngamma"), re.subn(r"a", "A", "banana", count=2))
