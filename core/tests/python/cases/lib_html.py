import html
from html.entities import html5, name2codepoint, codepoint2name, entitydefs

for s in ["plain", "<a href=\"x\">Tom & Jerry's</a>", "&amp;", "", "'\"<>&"]:
    print(repr(html.escape(s)), repr(html.escape(s, quote=False)), html.unescape(html.escape(s)) == s)
cases = ["&amp; &lt; &gt; &quot; &#39; &#x27;", "&copy;2024 &eacute;t&eacute;", "&amp &lt &copy", "&notin; &notit; &noti",
         "&#65;&#x42;&#X43;&#0067", "&#0; &#13; &#128; &#x9f; &#xD800; &#x110000; &#1; &#xfffe; &#11;",
         "&unknown; &; &# &#x; &#xg;", "&NotNestedGreaterGreater; &fjlig; &nbsp;x", "a & b && c", "&amp;amp;",
         "&ThisIsAVeryLongEntityNameThatDoesNotExistAnywhere;", "&lt&gt", "&AMP; &Amp; &aacute &Aacute;"]
for c in cases:
    print(repr(c), "->", repr(html.unescape(c)))
print(len(html5), len(name2codepoint), name2codepoint["amp"], codepoint2name[0x3b1], entitydefs["copy"], html5["gt;"], html5["gt"])
