# sys.exit with a message: the message on stderr, exit status 1.
# reference: cpython
# exit: 1
# error: bye
# page: skip (an exit status is the CLI's; the page ends the run without one)
import sys

try:
    sys.exit(4)
except SystemExit as e:
    print("code", e.code)
print("on")
sys.exit("bye")
