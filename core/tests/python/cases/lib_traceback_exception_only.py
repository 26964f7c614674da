import sys, traceback

print(traceback.format_exception_only(SyntaxError("bad syntax", ("f.py", 3, 5, "  x = = 1\n", 3, 6))))
print(traceback.format_exception_only(SyntaxError("no loc")))
print(traceback.format_exception_only(None))
print(traceback.format_exception(None))
print(traceback.format_exception_only(ValueError, ValueError("v")))
class Bad(Exception):
    def __str__(self): raise RuntimeError()
print(traceback.format_exception_only(Bad()))
print(traceback.format_exception_only(ValueError("")))
import json
try:
    json.loads("{")
except ValueError as e:
    print(traceback.format_exception_only(e))
try:
    traceback.format_exception(ValueError, ValueError("x"))
except ValueError as e:
    print(e)
try:
    traceback.format_exception(5)
except TypeError as e:
    print(e)
traceback.format_exception_only()
