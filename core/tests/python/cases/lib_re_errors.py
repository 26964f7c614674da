# re's errors that CPython and the playground share: bad patterns, bad templates, bad arguments.
import re

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__)

attempt("unclosed group", lambda: re.compile("(a"))
attempt("unbalanced )", lambda: re.compile("a)"))
attempt("unclosed class", lambda: re.compile("[a"))
attempt("nothing to repeat", lambda: re.compile("*a"))
attempt("is error an Exception", lambda: issubclass(re.error, Exception))
attempt("bad template group", lambda: re.sub("(a)", r"\2", "a"))
attempt("unknown group name", lambda: re.sub("(?P<x>a)", r"\g<y>", "a"))
attempt("bad template escape", lambda: re.sub("a", r"\q", "a"))
attempt("group out of range", lambda: re.match("(a)", "a").group(2))
attempt("no such named group", lambda: re.match("(a)", "a").group("z"))
attempt("non-str string", lambda: re.search("a", 5))
attempt("non-str pattern", lambda: re.compile(5))
attempt("flags with compiled", lambda: re.compile(re.compile("a"), re.I))
attempt("repl returns int", lambda: re.sub("a", lambda m: 1, "a"))
attempt("no match is None", lambda: re.match("b", "a"))
attempt("compiled passes through", lambda: re.compile(re.compile("a")).pattern)
attempt("template message", lambda: re.sub("(a)", r"\3", "a"))
try:
    re.sub("(a)", r"\3", "a")
except re.error as e:
    print(e.msg, e.pos, str(e))
