# SystemExit(3): no traceback, exit status 3; finally blocks run.
# reference: cpython
# exit: 3
# page: skip (an exit status is the CLI's; the page ends the run without one)
try:
    raise SystemExit(3)
finally:
    print("finally")
