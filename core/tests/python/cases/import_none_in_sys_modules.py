# An entry of None in sys.modules makes importing that name raise ModuleNotFoundError.
import sys

sys.modules["_no_such_accel"] = None
try:
    from _no_such_accel import thing
except ImportError as e:
    print(type(e).__name__, e)
try:
    import _no_such_accel
except ModuleNotFoundError as e:
    print("again:", e)
del sys.modules["_no_such_accel"]
try:
    import _no_such_accel
except ModuleNotFoundError as e:
    print("gone:", e)
