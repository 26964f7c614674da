# Text munging with lazy and optional patterns: the empty-match rules matter here.
import re

html_text = '<p class="x">Hello <b>bold</b> and <i>it</i></p><br/><a href="/u?id=1&x=2">link</a>'
print(re.findall(r"<(\w+)[^>]*?>", html_text))
print(re.findall(r"<(\w+).*?>(.*?)</\1>", html_text))
print(re.sub(r"<[^>]*?>", "", html_text))
print(re.findall(r'href="(.*?)"', html_text), re.findall(r"(\w+)=(\w*)", "a=1&b=&c=3"))
csvish = 'one,"two, three",,four,"five ""quoted"""'
print(re.findall(r'(?:^|,)("(?:[^"]|"")*"|[^,]*)', csvish))
print(re.split(r",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", csvish))
print(re.findall(r"\d*", "a12b345c"), re.findall(r"\d*?", "12"), re.findall(r"x?", "axxb"))
print(re.sub(r"\s*", "-", "a b  c"), re.sub(r"(?<=\w)(?=\w)", "·", "word"), re.sub(r"\b", "|", "hi there"))
print(re.split(r"\s*", " a  b "), re.split(r"(\s*)", "ab c"), re.split(r"x*", "axbxxc"))
print([m.span() for m in re.finditer(r"a*?", "baaa")], [m.group() for m in re.finditer(r"(?:ab)*?", "ababx")])
camel = "getHTTPResponseCode"
print(re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?=[A-Z]|$)", camel))
print(re.sub(r"(\d)(?=(\d{3})+(?!\d))", r"\1,", "1234567 and 89 and 1000"))
print(re.findall(r"(?m)^\s*#\s*(.*?)\s*$", "# first \ncode\n  #  second  \n#"))
log = "ERROR x; WARN y;; INFO z;"
print(re.split(r";\s*", log), re.findall(r"(\w+) (\w*)", log))
dates = "2024-01-05, 2024/02/06 and 05.03.2024"
print(re.findall(r"(\d{4})[-/](\d\d)[-/](\d\d)|(\d\d)\.(\d\d)\.(\d{4})", dates))
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>/\g<m>/\g<y>", dates))
print(re.fullmatch(r"(?:[01]?\d|2[0-3]):[0-5]\d", "23:59") is not None, re.fullmatch(r"(?:[01]?\d|2[0-3]):[0-5]\d", "24:00"))
words = "the cat the hat a cat".split()
print(re.sub(r"\b(\w+)( \1\b)+", r"\1", "this is is a test test test ok"))
print(re.findall(r"(?i)\bthe\b", "The theme of THE day"), re.subn(r"a|", "_", "banana"))
