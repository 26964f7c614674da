from html.parser import HTMLParser


class Log(HTMLParser):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.out = []

    def handle_starttag(self, tag, attrs):
        self.out.append(("start", tag, attrs, self.get_starttag_text()))

    def handle_startendtag(self, tag, attrs):
        self.out.append(("startend", tag, attrs))

    def handle_endtag(self, tag):
        self.out.append(("end", tag))

    def handle_data(self, data):
        if self.out and self.out[-1][0] == "data":
            self.out[-1] = ("data", self.out[-1][1] + data)
        else:
            self.out.append(("data", data))

    def handle_comment(self, data):
        self.out.append(("comment", data))

    def handle_entityref(self, name):
        self.out.append(("entityref", name))

    def handle_charref(self, name):
        self.out.append(("charref", name))

    def handle_decl(self, decl):
        self.out.append(("decl", decl))

    def handle_pi(self, data):
        self.out.append(("pi", data))


def show(doc, step=0, **kw):
    p = Log(**kw)
    if step:
        for k in range(0, len(doc), step):
            p.feed(doc[k:k + step])
    else:
        p.feed(doc)
    p.close()
    print(repr(doc[:40]), step, kw)
    for e in p.out:
        print("   ", e)


show('<a href="x?a=1&amp;b=2" title=\'it&#39;s\' data-empty="" checked DISABLED=Disabled>')
show("<input type=checkbox value=a/b><img src=x.png/>")
show('<p id = "spaced"   class=c1>text</p >')
show("AT&T &amp; &unknown; &#60; &#x3e; &#bad; & done")
show("AT&T &amp; &unknown; &#60; &#x3e; &#bad; & done", convert_charrefs=False)
show("one &amp two", step=1)
show("x &amp", step=3)
show("<!DOCTYPE html><!-- c1 --><!--c2--><?xml version='1.0'?><!ELEMENT x>")
show("<div><span>a</span><br></div><p>para<p>another")
show("<script>document.write('<b>bold</b>');</script><p>after</p>", step=4)
show("<style>a{}</style><SCRIPT>x</script >")
show("<title>T&amp;U</title><textarea><b>raw?</b></textarea>")
show("< not a tag <1 >x</1> <a/ b>")
show("trailing <b", step=2)
show("<!-- unclosed comment")
p = Log()
p.feed("line1\n<b>\nline3 <i>x</i>")
print(p.getpos())
p.close()
print(p.getpos())
