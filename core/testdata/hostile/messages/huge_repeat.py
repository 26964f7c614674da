# A str and a list repeated beyond any memory: MemoryError, caught; a repeat count past 2**62.
# reference: cpython
# exit: 1
# error: OverflowError: repeated string is too long
# page: skip (the page is a 32-bit platform: such counts are OverflowError there, as on a 32-bit CPython)
for make in (lambda: "ab" * 10**13, lambda: [0] * 10**13, lambda: (1, 2) * 10**13):
    try:
        make()
    except MemoryError:
        print("MemoryError caught")
print("xy" * 3, (1, 2) * 2)
t = "xy" * 2**62
