# A str repeated beyond memory.
# reference: cpython
# exit: 1
# error: MemoryError
s = "ab"
try:
    t = s * 10**12
except MemoryError:
    print("MemoryError caught")
t = "x" * 10**13
