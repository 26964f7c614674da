# captureWarnings: warnings become records of "py.warnings" (formatted by formatwarning), a
# warning for a file still goes to the original hook, and switching off restores it.
import io
import logging
import sys
import warnings

logging.basicConfig(stream=sys.stdout, format="%(name)s|%(levelname)s|%(message)r")
original = warnings.showwarning
logging.captureWarnings(True)
logging.captureWarnings(True)
print(warnings.showwarning is original, logging.getLogger("py.warnings").handlers)
with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.warn_explicit("captured", UserWarning, "nofile.py", 3)
    warnings.warn_explicit("again", DeprecationWarning, "nofile.py", 4)
print([type(h).__name__ for h in logging.getLogger("py.warnings").handlers])
buf = io.StringIO()
warnings.showwarning("to a file", RuntimeWarning, "f.py", 9, buf)
print(repr(buf.getvalue()))
logging.getLogger("py.warnings").propagate = False
with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.warn_explicit("swallowed by the NullHandler", UserWarning, "nofile.py", 5)
logging.captureWarnings(False)
logging.captureWarnings(False)
print(warnings.showwarning is original)
