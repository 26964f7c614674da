from html.parser import HTMLParser


class Log(HTMLParser):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log = []

    def handle_starttag(self, tag, attrs):
        self.log.append(("start", tag, attrs, self.getpos()))

    def handle_endtag(self, tag):
        self.log.append(("end", tag, self.getpos()))

    def handle_data(self, data):
        self.log.append(("data", data))

    def handle_comment(self, data):
        self.log.append(("comment", data))

    def handle_decl(self, decl):
        self.log.append(("decl", decl))

    def handle_pi(self, data):
        self.log.append(("pi", data))

    def handle_entityref(self, name):
        self.log.append(("entityref", name))

    def handle_charref(self, name):
        self.log.append(("charref", name))

    def unknown_decl(self, data):
        self.log.append(("unknown_decl", data))


def run(doc, chunks=None, **kw):
    p = Log(**kw)
    if chunks:
        for k in range(0, len(doc), chunks):
            p.feed(doc[k:k + chunks])
    else:
        p.feed(doc)
    p.close()
    for item in p.log:
        print(" ", item)
    print("--")


doc = """<!DOCTYPE html>
<HTML lang=en><Head><title>T &amp; U</title>
<meta charset="utf-8"><link rel='stylesheet' href=style.css></head>
<body class="a b" data-x = "1&lt;2" hidden>
<!-- a comment -->
<p>Hello, <b>world</b>&nbsp;&#169;&#x41; &copy 5 &lt; 6 & 7</p>
<br/><img src="x.png" alt="">
<?php echo 1; ?>
<![CDATA[raw]]>
<!bogus>
</BODY></html>"""
run(doc)
run(doc, convert_charrefs=False)
run(doc, chunks=7)
run("<script type='text/javascript'>if (a < b && c > d) { x = '</p>'; }</script><style>p > q { }</STYLE>after")
run("<script>unfinished < script", chunks=5)
run("a < b <3 </ a> </> <a/b> text &amp")
run("<div title='x > y' id=\"q\">&#39;&quot;</div>", convert_charrefs=False)
p = Log()
p.feed("<a href='x'  class=y>text")
print(p.get_starttag_text(), p.getpos())
p.reset()
p.feed("<b>")
print(p.log[-1], p.get_starttag_text())
