import html, shlex, fnmatch
print(html.escape('<a href="x">Tom & Jerry\'s</a>'), html.escape("<b>", quote=False))
print(html.unescape("&lt;p&gt; &amp;amp; &copy; &#169; &#x263A; &eacute; &notanentity; &amp"))
print(shlex.split('ls -l "my file.txt" \'single quoted\' back\\ slash # not a comment'))
print(shlex.split("cmd --opt=1 # comment here", comments=True))
print(shlex.quote("it's here"), shlex.quote("safe_word"), shlex.quote(""), shlex.join(["echo", "a b", "$HOME"]))
lex = shlex.shlex("a=b && c || d;", punctuation_chars=True)
print(list(lex))
names = ["data.csv", "Data.CSV", "notes.txt", "image_01.png", "image_10.png", ".hidden"]
print(fnmatch.filter(names, "*.csv"), fnmatch.filter(names, "image_0?.png"), fnmatch.filter(names, "[!d]*"))
print(fnmatch.fnmatchcase("Data.CSV", "*.csv"), fnmatch.fnmatch("a[b]", "a[[]b]"), fnmatch.translate("*.py"))
