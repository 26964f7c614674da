"""Sanitising user comments for an HTML report: escaping, unescaping entities and stripping tags with HTMLParser."""
import html
from html.parser import HTMLParser

COMMENTS = [
    ("ana", "Great post! <b>Loved</b> it & will share."),
    ("mallory", '<script>alert("xss")</script><img src=x onerror="steal()">nice'),
    ("bo", "5 < 6 and 7 > 3; use &amp; not &"),
    ("chen", "Caf&eacute; na&iuml;ve &#8364;100 &#x2713; &notanentity; &lt;tag&gt;"),
]


class TextOnly(HTMLParser):
    ALLOWED = {"b", "i", "em", "strong"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out = []
        self.skipping = 0
        self.events = []

    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, attrs))
        if tag in ("script", "style"):
            self.skipping += 1
        elif tag in self.ALLOWED and not self.skipping:
            self.out.append(f"<{tag}>")

    def handle_endtag(self, tag):
        self.events.append(("end", tag))
        if tag in ("script", "style"):
            self.skipping -= 1
        elif tag in self.ALLOWED and not self.skipping:
            self.out.append(f"</{tag}>")

    def handle_startendtag(self, tag, attrs):
        self.events.append(("startend", tag, attrs))

    def handle_data(self, data):
        if not self.skipping:
            self.out.append(html.escape(data, quote=False))

    def handle_comment(self, data):
        self.events.append(("comment", data))


def sanitize(text):
    p = TextOnly()
    p.feed(text)
    p.close()
    return "".join(p.out), p.events


rows = []
for user, text in COMMENTS:
    clean, events = sanitize(text)
    print(f"{user:8} {clean}")
    print(f"{'':8} events={events}")
    rows.append(f'<tr><td title="{html.escape(user)}">{clean}</td></tr>')
print("\n".join(rows))
print(html.escape('<a href="x">\'q\' & co</a>'), html.escape("<\"'>", quote=False))
print(html.unescape("&lt;p&gt; &amp;amp; &copy; &#169; &#xA9; &euro;&nbsp;| &amp &lt3 &#0; &#x110000;"))
print(repr(html.unescape("&NotEqualTilde; &ThickSpace; &fjlig;")), html.unescape("no entities"))
p = TextOnly()
p.feed("<p class='a' id=\"b\" hidden>par")
p.feed("tial <!-- note --> text</p><br/>")
p.close()
print(p.events, "".join(p.out))
print(p.get_starttag_text())
