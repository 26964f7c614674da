import re
for p in ['(?:)*', '()*', '(?=a)*', '(?<=a)+?', '^*', '$?', r'\b{2}', r'\A+', 'a**', '(?:a)**', 'x(?!b){2,}', '[$]*', r'\$*', '^{1,3}x?', r'[\b]+', '^{a}', '^{,2}', '(?x) ^ # c\n *', 'a|^?']:
    try:
        c = re.compile(p)
        print(repr(p), 'ok', c.findall('aab$x'))
    except re.error as e:
        print(repr(p), e, e.pos)
try:
    re.compile("^ *", re.X)
except re.error as e:
    print("X:", e)
for p in ['a*??', 'a?*', 'a{2}{3}', 'a*+', 'a++', 'a+++', 'a{2}?+', 'a{,}*', '(?:a*)*', '[a]**', 'a{,}', 'a{}', '(?:)*a', '(?P<x>a)?*', 'a|*', '(*)', '[*]+', r'\**', '(?i)a*?b']:
    try:
        c = re.compile(p)
        print(repr(p), 'ok', c.findall('aa{}*b'))
    except re.error as e:
        print(repr(p), e, e.pos)
print(re.findall("a{,2}", "aaa"), re.findall("a{,}", "aaa"), re.findall("a{1,}", "aaa"), re.findall("a{ 1}", "a{ 1}"), re.findall("x{2, 3}", "x{2, 3}"))
