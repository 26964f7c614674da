# The same sixty lists, uncaught: the traceback at the line that asked for too much, exit 1.
# reference: stated (CPython's MemoryError, in the playground's words for its budget)
# args: --memory-limit 512M
# exit: 1
# error: MemoryError: the program's objects and tensors would take more than its memory limit (512 MiB)
ls = []
for i in range(60):
    ls.append([0] * 10**7)
