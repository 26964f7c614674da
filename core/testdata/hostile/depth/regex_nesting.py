# Regular expressions nested 10,000 deep, a repeat of a repeat (which compiles, as in CPython,
# on the backtracking engine), an unclosed class 5,000 deep, and searches over long texts that a backtracking engine would take forever on: each
# ends as re.error or its result, never a crash or a hang (regex-lite is linear in the text).
# reference: stated
# exit: 0
import re

for p in ["(" * 10000 + ")" * 10000, "(a{1000}){1000}", "[" * 5000, "(?:" * 3000 + ")" * 3000]:
    try:
        re.compile(p)
        print("compiled")
    except re.error:
        print("re.error")
print(len(re.findall("a", "a" * 200000)))
print(re.search("(x+x+)+y", "x" * 20000))
print(len(re.sub("(a|aa)+$", "", "a" * 5000 + "b")))
