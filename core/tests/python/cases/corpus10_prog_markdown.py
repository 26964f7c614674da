import re
import textwrap
import html

MD = """# Project *Title*

Some **bold** intro text with `inline code` and a [link](http://example.com).
It continues on a second line that is quite long and will need to be wrapped when rendered to plain text output.

## Features

- First item
- Second item with *emphasis*
  - nested item
- Third item & more

1. one
2. two
10. ten

> A quoted line
> and another one.

```python
def hello():
    return "hi"  # **not bold**
```

---

### Table-ish

Name | Score
-----|------
Ann | 90
Bo | 7

Final paragraph with an image ![alt text](img.png) and escaped \\*stars\\*.
"""

INLINE = [
    (re.compile(r"!\[([^\]]*)\]\([^)]*\)"), r"[image: \1]"),
    (re.compile(r"\[([^\]]+)\]\(([^)]+)\)"), r"\1 <\2>"),
    (re.compile(r"\*\*(.+?)\*\*"), lambda m: m.group(1).upper()),
    (re.compile(r"(?<!\\)\*(.+?)(?<!\\)\*"), r"_\1_"),
    (re.compile(r"`([^`]+)`"), r"'\1'"),
    (re.compile(r"\\([*_`])"), r"\1"),
]


def inline(text):
    for pat, repl in INLINE:
        text = pat.sub(repl, text)
    return text


def render(md, width=50):
    out = []
    para = []
    in_code = False
    counters = {}

    def flush():
        if para:
            text = inline(" ".join(para))
            out.extend(textwrap.wrap(text, width))
            out.append("")
            para.clear()

    for line in md.splitlines():
        if line.startswith("```"):
            flush()
            in_code = not in_code
            if in_code:
                lang = line[3:].strip() or "text"
                out.append(f"[code: {lang}]")
            else:
                out.append("[end code]")
                out.append("")
            continue
        if in_code:
            out.append("    " + line)
            continue
        m = re.match(r"^(#{1,6})\s+(.*)$", line)
        if m:
            flush()
            level, title = len(m.group(1)), inline(m.group(2))
            out.append(title)
            out.append(("=" if level == 1 else "-" if level == 2 else "~") * len(title))
            out.append("")
            continue
        m = re.match(r"^(\s*)[-*+]\s+(.*)$", line)
        if m:
            flush()
            depth = len(m.group(1)) // 2
            bullet = "•" if depth == 0 else "◦"
            out.append(textwrap.fill(inline(m.group(2)), width, initial_indent="  " * depth + bullet + " ", subsequent_indent="  " * depth + "  "))
            continue
        m = re.match(r"^(\d+)\.\s+(.*)$", line)
        if m:
            flush()
            counters["ol"] = counters.get("ol", 0) + 1
            out.append(f"{m.group(1):>3}) {inline(m.group(2))}")
            continue
        if line.startswith(">"):
            flush()
            out.append("| " + inline(line.lstrip("> ")))
            continue
        if re.fullmatch(r"-{3,}", line.strip()):
            flush()
            out.append("-" * width)
            continue
        if "|" in line:
            flush()
            cells = [c.strip() for c in line.split("|")]
            if all(re.fullmatch(r"-+", c) for c in cells):
                continue
            out.append("  ".join(f"{c:<8}" for c in cells).rstrip())
            continue
        if not line.strip():
            flush()
            continue
        para.append(line.strip())
    flush()
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out), counters


text, counters = render(MD)
print(text)
print(counters)
words = re.findall(r"[A-Za-z']+", text.lower())
print(len(words), sorted(set(w for w in words if len(w) > 7)))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", width=25, placeholder="..."))
print(textwrap.dedent("""\
    indented
      more
    back"""))
print(textwrap.indent("a\n\nb", "> "), textwrap.indent("a\n\nb", "+", lambda l: True), sep="|")
print(html.escape('<a href="x">Tom & Jerry\'s</a>'), html.unescape("&lt;p&gt; &amp; &copy; &#39; &#x41;"))
print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "mail bob@site.com or amy@corp.com"), re.split(r"\s*[,;]\s*", "a , b;c ;d"))
