# An uncaught KeyboardInterrupt exits 130.
# reference: cpython
# exit: 130
# error: KeyboardInterrupt
print("working")
raise KeyboardInterrupt
