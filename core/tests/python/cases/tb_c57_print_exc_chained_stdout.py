import sys
import traceback

def parse(text):
    try:
        return float(text)
    except ValueError as e:
        raise RuntimeError("parse failed") from e

try:
    parse("abc")
except RuntimeError:
    traceback.print_exc(file=sys.stdout)
print("after")
parse("1e")
