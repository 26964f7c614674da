import re
for pat, txt in [("a{0,2}?", "abcabc\nab"), ("[a-c]{0,2}?", "ab12 ba_3"), ("[^a]{0,2}?", "aab"), ("x*", "abxd"), (r"\s*", "a b  c"),
                 (r"\b", "ab cd"), ("", "abc"), ("a*?", "aaa"), ("(a|)", "aab"), (r"(?=a)|a", "aab"), ("b*|a", "aab"), (r"\d*?", "12a"), (r"^", "ab\ncd")]:
    print(repr(pat), repr(txt), re.findall(pat, txt), [m.span() for m in re.finditer(pat, txt)],
          re.sub(pat, "<\\g<0>>", txt), re.split(pat, txt), re.subn(pat, "-", txt, count=3))
print([m.pos for m in re.finditer("a", "xaaa", )], [m.pos for m in re.compile("a").finditer("aaaa", 1)], [m.endpos for m in re.compile("a*?").finditer("aaab", 1, 3)])
print(re.findall(r"a*?", "aaa", re.M), re.compile("a??").findall("aaa", 1, 2), re.sub("a??", "-", "baab"))
print(re.findall(r"(?m)^$|a??", "a\n\nb"), re.split(r"(?<=a)", "banana"), re.findall(r"\w*?", "ab é"))
