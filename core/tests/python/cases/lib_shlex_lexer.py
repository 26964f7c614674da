import shlex
lex = shlex.shlex('name = "John Smith" # comment\nage=42', posix=True)
lex.whitespace_split = False
print(list(lex))
lex = shlex.shlex("a 'b c' d", posix=False)
print([t for t in lex])
print(shlex.split("echo $HOME 'a\"b' \"c'd\" e\\ f"), shlex.split("a\\\\b"))
for bad in ['"unterminated', "esc\\"]:
    try:
        shlex.split(bad)
    except ValueError as e:
        print("ValueError:", e)
print([shlex.quote(s) for s in ("a b", "a'b", "$x", "plain", "-n")])
