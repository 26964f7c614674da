import heapq

data = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
h = list(data)
heapq._heapify_max(h)
print(h)
print([heapq._heappop_max(h) for _ in range(4)], h)
print(heapq._heapreplace_max(h, 0), h)
neg = [-x for x in data]
heapq.heapify(neg)
print([-heapq.heappop(neg) for _ in range(len(neg))])
top = []
for x in data:
    if len(top) < 3:
        heapq.heappush(top, x)
    else:
        heapq.heappushpop(top, x)
print(sorted(top, reverse=True))
words = ["delta", "alpha", "echo", "bravo", "charlie"]
wh = list(words)
heapq._heapify_max(wh)
print(heapq._heappop_max(wh), heapq._heappop_max(wh), wh)
heapq._heappop_max([])
