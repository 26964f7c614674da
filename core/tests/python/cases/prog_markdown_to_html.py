import re
import html

MD = """# Title

Some *emphasis* and **strong** text with `code` and a [link](http://x.io).

## List
- item one
- item **two**
- item <three> & four

1. first
2. second

> quoted line
> another

```
raw <b>code</b>
  indented
```
Final paragraph
spanning lines.
"""


def inline(text):
    text = html.escape(text, quote=False)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"\*(.+?)\*", r"<em>\1</em>", text)
    text = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r'<a href="\2">\1</a>', text)
    return text


def render(md):
    out = []
    lines = md.splitlines()
    i = 0
    para = []

    def flush():
        if para:
            out.append("<p>" + inline(" ".join(para)) + "</p>")
            para.clear()

    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            flush()
            i += 1
            code = []
            while i < len(lines) and not lines[i].startswith("```"):
                code.append(html.escape(lines[i]))
                i += 1
            out.append("<pre>" + "\n".join(code) + "</pre>")
        elif m := re.match(r"(#{1,6})\s+(.*)", line):
            flush()
            n = len(m.group(1))
            out.append(f"<h{n}>{inline(m.group(2))}</h{n}>")
        elif re.match(r"[-*]\s", line) or re.match(r"\d+\.\s", line):
            flush()
            ordered = line[0].isdigit()
            tag = "ol" if ordered else "ul"
            items = []
            pat = r"\d+\.\s+(.*)" if ordered else r"[-*]\s+(.*)"
            while i < len(lines) and (m := re.match(pat, lines[i])):
                items.append(f"  <li>{inline(m.group(1))}</li>")
                i += 1
            out.append(f"<{tag}>\n" + "\n".join(items) + f"\n</{tag}>")
            continue
        elif line.startswith(">"):
            flush()
            quote = []
            while i < len(lines) and lines[i].startswith(">"):
                quote.append(lines[i][1:].strip())
                i += 1
            out.append("<blockquote>" + inline(" ".join(quote)) + "</blockquote>")
            continue
        elif not line.strip():
            flush()
        else:
            para.append(line.strip())
        i += 1
    flush()
    return "\n".join(out)


result = render(MD)
print(result)
print(len(result.splitlines()), result.count("<li>"))
print(html.escape('<a href="x">&</a>'), html.escape("it's", quote=True), html.unescape("&lt;p&gt; &amp;amp; &#39; &#x41; &copy; &nbsp;|"))
tags = re.findall(r"<(\w+)[^>]*>", result)
from collections import Counter
print(sorted(Counter(tags).items()))
