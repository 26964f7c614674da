import shlex, fnmatch, re
cmds = ['ls -la "my dir"', "echo 'single quoted' \"double $HOME\"", "grep -E 'a|b' file\\ name.txt", "a=1 b='2 3' cmd # comment"]
for c in cmds:
    print(shlex.split(c), shlex.split(c, comments=True))
print(shlex.quote("safe"), shlex.quote("has space"), shlex.quote("it's"), shlex.quote(""), shlex.join(["rm", "-rf", "my file"]))
try:
    shlex.split('unterminated "quote')
except ValueError as e:
    print(type(e).__name__, e)
lex = shlex.shlex("a = b + 'c d'", posix=True)
print(list(lex))
lex2 = shlex.shlex("x,y;z", punctuation_chars=True)
print(list(lex2))
names = ["main.py", "test_main.py", "README.md", "data.csv", "Makefile", "notes.TXT", "a1.py", "ab.py", ".env"]
print(fnmatch.filter(names, "*.py"), fnmatch.filter(names, "test_*"), fnmatch.filter(names, "?1.*"), fnmatch.filter(names, "[!a-m]*"))
print(fnmatch.fnmatch("notes.TXT", "*.txt"), fnmatch.fnmatchcase("notes.TXT", "*.txt"), fnmatch.fnmatch(".env", "*"), fnmatch.translate("*.[ch]"))
print([n for n in names if fnmatch.fnmatch(n, "[A-Z]*")], fnmatch.filter(["a[b]", "ab"], "a[[]b]"))
rx = re.compile(fnmatch.translate("data_??.csv"))
print(bool(rx.match("data_01.csv")), bool(rx.match("data_1.csv")))
def parse_ini_like(text):
    out, section = {}, None
    for line in text.splitlines():
        toks = shlex.split(line, comments=True)
        if not toks:
            continue
        if toks[0].startswith("[") and toks[0].endswith("]"):
            section = toks[0][1:-1]
            out[section] = {}
        elif len(toks) >= 3 and toks[1] == "=":
            out[section][toks[0]] = " ".join(toks[2:])
    return out
print(parse_ini_like('[server]\nhost = "example.com"  # main\nport = 8080\n\n[paths]\nroot = "/var/www html"\n'))
