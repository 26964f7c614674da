# html.parser: extract links, headings and text from a page; reprlib for debug dumps
from html.parser import HTMLParser
import reprlib
page = """<!DOCTYPE html>
<html><head><title>Docs &amp; Guides</title><meta charset="utf-8"></head>
<body>
<h1 id="top">Welcome</h1>
<p>Read the <a href="/guide" class="x">guide</a> or the <a href='https://ex.com/api?x=1&amp;y=2'>API</a>.</p>
<h2>Install</h2><pre>pip install   thing</pre>
<img src="logo.png" alt="Logo"/>
<!-- hidden comment -->
<script>var a = "<b>not html</b>";</script>
<p>Caf&eacute; &#169; &#x263A; &unknown; 3 &lt; 4</p>
<br><input type=checkbox checked>
</body></html>"""
class Extractor(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links, self.heads, self.text, self.stack, self.events = [], [], [], [], []
    def handle_starttag(self, tag, attrs):
        self.stack.append(tag)
        if tag == "a":
            self.links.append(dict(attrs).get("href"))
        if tag in ("img", "input", "meta"):
            self.events.append((tag, attrs))
    def handle_endtag(self, tag):
        while self.stack and self.stack.pop() != tag:
            pass
    def handle_startendtag(self, tag, attrs):
        self.events.append(("selfclosing", tag, attrs))
    def handle_data(self, data):
        if self.stack and self.stack[-1] in ("h1", "h2"):
            self.heads.append((self.stack[-1], data))
        if data.strip() and (not self.stack or self.stack[-1] != "script"):
            self.text.append(" ".join(data.split()))
    def handle_comment(self, data): self.events.append(("comment", data.strip()))
    def handle_decl(self, decl): self.events.append(("decl", decl))
p = Extractor(); p.feed(page); p.close()
print(p.links)
print(p.heads)
print(p.text)
for e in p.events: print(e)
class Raw(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False); self.out = []
    def handle_entityref(self, name): self.out.append(("entity", name))
    def handle_charref(self, name): self.out.append(("charref", name))
    def handle_data(self, d): self.out.append(("data", d))
r = Raw(); r.feed("a &amp; b &#65; &#x42; c"); r.close()
print(r.out)
chunked = Extractor()
for piece in ["<p>sp", "lit <a hr", "ef='/x'>li", "nk</a></p>"]:
    chunked.feed(piece)
chunked.close()
print(chunked.links, chunked.text, p.getpos() if False else "")
big = {"users": [{"id": i, "tags": list(range(i))} for i in range(20)], "blob": "x" * 200}
print(reprlib.repr(big))
print(reprlib.repr(list(range(100))), reprlib.repr("a" * 100), reprlib.repr(set(range(50))), reprlib.repr((1, 2)), reprlib.repr(10 ** 50))
r2 = reprlib.Repr(); r2.maxlist = 3; r2.maxstring = 12; r2.maxlevel = 2
print(r2.repr([[1, [2, [3, [4]]]], 5, 6, 7]), r2.repr("abcdefghijklmnop"), r2.repr({"k": [1, 2, 3, 4]}))
class Tree:
    def __init__(self, kids=()): self.kids = list(kids)
    @reprlib.recursive_repr()
    def __repr__(self): return f"Tree({self.kids!r})"
t = Tree(); t.kids.append(t); t.kids.append(Tree())
print(t)
