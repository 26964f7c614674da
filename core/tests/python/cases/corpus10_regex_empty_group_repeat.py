import re
cases = [("(a*)*b", "aaab"), ("(a*)*b", "b"), ("(a*)?b", "b"), ("(a*)+b", "b"), ("(a*){2}b", "aab"), ("(a*){2,}", "aa"),
 ("(a|)*c", "aac"), ("(a?)+?c", "aac"), ("(a*)*?b", "aab"), ("((a)|b*)*c", "abc"), ("(?:(a*))*b", "aab"), ("(?:a|(b*))*c", "abc"),
 ("(\\s*\\w*)*$", "ab cd"), ("(x?)*y", "xxy"), ("(\\d*)+", "12"), ("(a*)*", ""), ("(a*)+$", "aa"), ("(?P<n>a*)*b", "ab"),
 ("(ab|a*)*", "abab"), ("(a+|b*)*c", "abc"), ("((a*)b)*c", "abbc"), ("(a*)*(b)", "aab"), ("(a*b*)*c", "abc")]
for p, s in cases:
    for pre in ("", "(?=)"):
        m = re.search(pre + p, s)
        print(repr(pre + p), repr(s), m and (m.span(), m.groups()), end=" | ")
    print()
print(re.findall("(a*)*b", "aab b"), re.sub("(a*)*b", r"[\1]", "aab b"), [m.groups() for m in re.finditer("(a?)*b", "ab b")])
# everyday shapes of the same thing
line = "key1 = a, b,, c"
m = re.match(r"(\w+)\s*=\s*((\w*),?\s*)*$", line)
print(m.groups(), m.span())
print(re.fullmatch(r"(?:(\d*)\.)*(\d+)", "1.22.333").groups())
print(re.sub(r"((\s*)#[^\n]*)*$", "", "code  # comment"), re.findall(r"(x?)+y", "xxy y xy"))
print(re.compile(r"""(?x)
    ( [a-z] * )   # letters, possibly none
    +             # repeated
    !""").match("abc!").groups())
print([m.group(1) for m in re.finditer(r"(\w*\s?)*;", "a b;c;")])
