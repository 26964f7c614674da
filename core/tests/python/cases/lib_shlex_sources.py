# shlex: stacked sources, `source` inclusion through sourcehook, line numbers, punctuation runs.
import shlex
from io import StringIO

lex = shlex.shlex("outer1 outer2\nouter3", infile="main.cfg", posix=True)
print(lex.get_token(), lex.lineno, lex.error_leader())
lex.push_source("inner1\ninner2 inner3", "inc.cfg")
print(lex.get_token(), lex.infile, lex.lineno, len(lex.filestack))
print(lex.get_token(), lex.get_token(), lex.lineno, lex.error_leader())
print(lex.get_token(), lex.infile, lex.lineno, lex.get_token(), lex.get_token(), len(lex.filestack))
print(lex.error_leader("other", 7), lex.error_leader(lineno=3))

class Including(shlex.shlex):
    files = {"extra": "e1 e2\ne3", '"quoted"': "q1"}
    def sourcehook(self, newfile):
        print("  hook", repr(newfile), self.lineno)
        return newfile, StringIO(self.files[newfile])
lex = Including("a include extra b include \"quoted\" c")
lex.source = "include"
print(list(lex))
print(lex.state, lex.token == "", lex.lineno)

for text, punct in [("a;b&&c|d>>e", True), ("x = y ++ z", "+="), ("ls -l ~/dir/*.py|grep x", True),
                    ("(a)(b) # tail\nnext", True)]:
    lex = shlex.shlex(text, posix=True, punctuation_chars=punct)
    print(repr(lex.punctuation_chars), list(lex))
lex = shlex.shlex("a;b c", punctuation_chars=";")
lex.whitespace_split = True
print(list(lex), ";" in lex.wordchars, "~" in lex.wordchars)

lex = shlex.shlex("one#c1\ntwo #c2\n'th ree' four", posix=False)
print([(t, lex.lineno) for t in lex])
lex = shlex.shlex("one#c1\ntwo #c2\n'th ree' four", posix=True)
print([(t, lex.lineno) for t in lex])
lex = shlex.shlex("a$b.c!d", posix=True)
print(list(lex))
lex = shlex.shlex("'it''s' \"x\\\"y\" 'a\\'", posix=True)
lex.escapedquotes = "'\""
try:
    print(list(lex))
except ValueError as e:
    print("ValueError", e)
lex = shlex.shlex("w1 w2", posix=True)
lex.push_token("p1"); lex.push_token("p0")
print(lex.get_token(), lex.get_token(), lex.get_token(), lex.pushback, lex.get_token(), lex.get_token())
