import sys
import traceback

def level(n):
    if n == 0:
        raise ValueError("deep")
    level(n - 1)

try:
    try:
        level(3)
    except ValueError as e:
        raise TypeError("wrapped") from e
except TypeError as e:
    print("".join(traceback.format_exception(e, limit=2)), end="")
    print("=====")
    print("".join(traceback.format_exception(e, chain=False)), end="")
    print("=====")
    traceback.print_exception(e.__cause__, limit=-2, file=sys.stdout)
level(1)
