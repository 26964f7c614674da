# Collecting over and over a heap of 50,000 self-referencing instances: the collector's walk polls the deadline.
# reference: stated (the CLI's own timeout error; CPython has no time limit)
# args: --time-limit 2
# exit: 1
# error: TimeoutError: the program ran past its time limit and was stopped
import gc


class Node:
    pass


keep = []
for i in range(50000):
    n = Node()
    n.me = n
    keep.append(n)
print("made", len(keep))
while True:
    gc.collect()
