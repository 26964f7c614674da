import heapq
from heapq import heappush, heappop, heapify, heapreplace, heappushpop

h = []
for x in [5, 3, 8, 1, 9, 2, 7]:
    heappush(h, x)
    print(h)
print([heappop(h) for _ in range(len(h))])
data = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]
heapify(data)
print(data)
print(heapreplace(data, 10), data)
print(heappushpop(data, -1), data)
print(heappushpop(data, 4), data)
print(heappushpop([], 3))
h = ["pear", "apple", "fig", "kiwi"]
heapify(h)
print(h, heappop(h), h)
tasks = []
heappush(tasks, (2, "code"))
heappush(tasks, (1, "eat"))
heappush(tasks, (3, "sleep"))
heappush(tasks, (1, "drink"))
while tasks:
    print(heappop(tasks))
def heapsort(it):
    h = []
    for v in it:
        heappush(h, v)
    return [heappop(h) for _ in range(len(h))]
print(heapsort([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9]))
e = []
heapify(e)
print(e)
for f, args in [(heappop, ([],)), (heapreplace, ([], 1))]:
    try:
        f(*args)
    except IndexError as err:
        print("IndexError:", err)
try:
    heappush((), 1)
except TypeError as err:
    print("TypeError:", err)
heapify({1: 2})
