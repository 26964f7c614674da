import re
import html
from string import Template

DOC = """# Project *Nova*

Nova is a **fast**, _small_ tool for `parsing` things.
See [the docs](https://example.com/docs?a=1&b=2) for more.

## Features

- Speed: 10x faster than *old* tools
- Safety: escapes <script> & "quotes"
- Links: [home](/) and [api](/api)

1. Install it
2. Run `nova --help`
3. Profit

> Quote line one
> with **bold** inside

```
code <kept> as-is
  indented *not* emphasised
```

---
Final paragraph with trailing spaces.   
"""


def inline(text):
    text = html.escape(text, quote=True)
    parts = re.split(r"(`[^`]+`)", text)
    out = []
    for p in parts:
        if p.startswith("`") and p.endswith("`") and len(p) > 1:
            out.append(f"<code>{p[1:-1]}</code>")
            continue
        p = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", p)
        p = re.sub(r"(?<![\w*])[*_](.+?)[*_](?![\w*])", r"<em>\1</em>", p)
        p = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", lambda m: f'<a href="{m.group(2)}">{m.group(1)}</a>', p)
        out.append(p)
    return "".join(out)


def convert(md):
    lines = md.splitlines()
    html_out = []
    i = 0
    para = []

    def flush():
        if para:
            html_out.append("<p>" + inline(" ".join(s.strip() for s in para)) + "</p>")
            para.clear()

    while i < len(lines):
        line = lines[i]
        if m := re.match(r"^(#{1,6})\s+(.*)$", line):
            flush()
            n = len(m.group(1))
            slug = re.sub(r"[^a-z0-9]+", "-", m.group(2).lower()).strip("-")
            html_out.append(f'<h{n} id="{slug}">{inline(m.group(2))}</h{n}>')
        elif line.startswith("```"):
            flush()
            j = lines.index("```", i + 1)
            html_out.append("<pre><code>" + html.escape("\n".join(lines[i + 1:j])) + "</code></pre>")
            i = j
        elif re.match(r"^[-*]\s", line) or re.match(r"^\d+\.\s", line):
            flush()
            ordered = line[0].isdigit()
            tag = "ol" if ordered else "ul"
            items = []
            while i < len(lines) and re.match(r"^(\d+\.|[-*])\s", lines[i]):
                items.append("  <li>" + inline(re.sub(r"^(\d+\.|[-*])\s+", "", lines[i])) + "</li>")
                i += 1
            html_out.append(f"<{tag}>\n" + "\n".join(items) + f"\n</{tag}>")
            continue
        elif line.startswith(">"):
            flush()
            quote = []
            while i < len(lines) and lines[i].startswith(">"):
                quote.append(lines[i][1:].strip())
                i += 1
            html_out.append("<blockquote>" + inline(" ".join(quote)) + "</blockquote>")
            continue
        elif re.fullmatch(r"-{3,}", line.strip()):
            flush()
            html_out.append("<hr/>")
        elif not line.strip():
            flush()
        else:
            para.append(line)
        i += 1
    flush()
    return "\n".join(html_out)


out = convert(DOC)
print(out)
print(len(out.splitlines()), out.count("<"), html.unescape("&lt;a&gt; &amp;amp; &#39;x&#39; &quot;"))
toc = re.findall(r'<h(\d) id="([^"]+)">(.*?)</h\1>', out)
for level, slug, title in toc:
    print("  " * (int(level) - 1) + f"- {re.sub(r'<[^>]+>', '', title)} (#{slug})")
page = Template("<title>$title</title><body>${body}</body><!-- $$ ${missing} -->")
print(page.safe_substitute(title="Nova", body=len(out)))
try:
    page.substitute(title="x")
except KeyError as e:
    print("KeyError:", e)
print(Template("$who likes $what").substitute({"who": "tim"}, what="kung pao"))
print(re.sub(r"(?P<word>\b\w{6,}\b)", lambda m: m["word"].upper(), "a longer sentence with several lengthy words"))
print(re.findall(r"(\w+)=(\d+)", "a=1, bb=22, c=x, ddd=333"), re.split(r"[,;]\s*", "a, b;c,  d"))
m = re.search(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", "on 2024-03-15 we shipped")
print(m.groupdict(), m.span(), m.group(0, "y"), m.start("m"), m.expand(r"\g<d>/\g<m>/\g<y>"))
print(re.subn(r"\s+", " ", "too   many \t\n spaces"), re.escape("a.b*c?"), bool(re.fullmatch(r"[A-Z]\w*", "Hello_1")))
