# A bare raise with no exception being handled.
# reference: cpython
# exit: 1
# error: RuntimeError: No active exception to reraise
print("x")
raise
