# What a program writes to sys.stderr (print's file=, logging's default handler, warnings,
# traceback.print_exc) is not part of its stdout.
import logging
import sys
import traceback
import warnings

print("start")
print("to stderr", file=sys.stderr)
n = sys.stderr.write("written to stderr\n")
print("write answered", n)
logging.warning("a warning through logging")
log = logging.getLogger("app")
log.error("an error through a named logger")
warnings.warn("a UserWarning")
try:
    1 / 0
except ZeroDivisionError:
    traceback.print_exc()
print("stdout again", file=sys.stdout)
sys.stdout.write("and through sys.stdout.write\n")
logging.basicConfig(stream=sys.stdout, format="%(levelname)s|%(name)s|%(message)s", force=True)
logging.getLogger("app").warning("now on stdout")
print("end")
