import shlex

lines = ['a b c', '  leading and trailing  ', 'one "two three" four', "it's 'quoted here'", 'esc\\ aped word',
         '"double \\"inner\\" quote"', "'single \\n no escape'", 'a#b # comment here', 'x="y z"', 'empty "" arg',
         "mixed'quo'\"tes\"", 'tab\there\nnewline', '\\\\backslash', '"$HOME and \\$x"', "a\\'b", '',
         'cmd --opt=1 -v "file name.txt"', "c'\"'d", '"a\\b"', "ünïcödé wörds"]
for line in lines:
    print(repr(line))
    print("   posix    ", shlex.split(line))
    print("   comments ", shlex.split(line, comments=True))
    print("   nonposix ", shlex.split(line, posix=False))
for bad in ['"unclosed', "'unclosed", 'trailing\\']:
    try:
        shlex.split(bad)
    except ValueError as e:
        print("ValueError", e)
for s in ["", "simple", "with space", "it's", "$var", "a;b", "x=1,y=2", "path/to/file.txt", "~home", "*glob*",
          "tab\tchar", "ünï", "@%+=:,./-"]:
    q = shlex.quote(s)
    print(repr(s), q, shlex.split(q) == [s])
args = ["ls", "-l", "my file", "it's"]
print(shlex.join(args), shlex.split(shlex.join(args)) == args)

lex = shlex.shlex("a = b + 'c d'; call(x, y)")
print(list(lex))
lex = shlex.shlex("a = b + 'c d'; call(x, y)", posix=True)
print(list(lex))
lex = shlex.shlex("a && b || c > out.txt; d", punctuation_chars=True)
print(list(lex))
lex = shlex.shlex("first second third", posix=True)
print(lex.get_token(), lex.get_token())
lex.push_token("pushed")
print(lex.get_token(), lex.get_token(), lex.get_token(), lex.lineno)
lex = shlex.shlex("x y", posix=True)
lex.whitespace_split = True
lex.wordchars += "-"
print(list(lex), lex.eof)
