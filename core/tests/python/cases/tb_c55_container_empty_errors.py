from collections import deque
msgs = []
for action in [lambda: [].pop(), lambda: [1].pop(5), lambda: set().pop(),
               lambda: {}.popitem(), lambda: deque().pop(), lambda: min([]),
               lambda: max(), lambda: "abc"[5], lambda: (1,)[3], lambda: range(10)[20]]:
    try:
        action()
    except Exception as e:
        print(type(e).__name__, e)
print(deque([1]).popleft())
stack = {"a": 1}
stack.popitem()
stack.popitem()
