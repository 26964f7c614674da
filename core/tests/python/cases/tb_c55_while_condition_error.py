queue = [3, 2, 1]
steps = 0
while queue and queue[-1] < 5:
    steps += queue.pop()
print(steps)
queue = [1, None]
while queue[-1] < 5:
    queue.pop()
