import html
samples = ["<script>alert('x')</script>", "a & b", "\"quoted\"", "plain"]
for s in samples:
    print(html.escape(s), "|", html.escape(s, quote=False))
for s in ["&lt;&gt;&amp;&quot;&#39;", "&#0; &#x110000; &#128; &#x80;", "&amp;lt;", "&nbsp;x&NotANamedOne;", "&ltfoo &copyright"]:
    print(repr(html.unescape(s)))
print(html.unescape(html.escape("round & trip <ok>")))
